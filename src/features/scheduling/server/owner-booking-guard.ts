import "server-only";
import { ne } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { bookings } from "@/db/schema";
import { config } from "@/lib/config";
import { OwnerOverbookedError } from "../domain/errors";
import {
  maxUpcomingBookings,
  overbookingOf,
  type UpcomingBooking,
} from "../domain/owner-booking-limits";
import { lockOwnerBookings, upcomingBookingsOf } from "./owner-booking-lock";

/**
 * Refuses a booking past what one owner may hold (domain/owner-booking-limits). It runs in the
 * transaction that writes the booking, under the owner's lock and before the dealer-day's, so two
 * bookings sent at once cannot both pass the limit. A booking being moved (`movingId`) is checked
 * against the owner's others, at its new time.
 */
export async function refuseOwnerOverbooking(
  tx: DatabaseTransaction,
  ownerId: string,
  candidate: UpcomingBooking,
  now: Date,
  movingId?: string,
): Promise<void> {
  await lockOwnerBookings(tx, ownerId);
  const upcoming = await tx
    .select({
      dealerId: bookings.dealerId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(upcomingBookingsOf(ownerId, now, movingId ? ne(bookings.id, movingId) : undefined));
  // Scaled like the rate limits: a load test's one owner books far more than a person does.
  const limit = Math.max(1, Math.round(maxUpcomingBookings * config().RATE_LIMIT_MULTIPLIER));
  const reason = overbookingOf(upcoming, candidate, limit);
  if (reason) throw new OwnerOverbookedError(reason, limit);
}
