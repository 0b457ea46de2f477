import "server-only";
import { eq, or, sql } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { bookings, dealers } from "@/db/schema";
import type { BookingDraft } from "../domain/booking-schema";
import { dayIn } from "../domain/calendar-rules";
import { dealerTimeZoneOf } from "../domain/dealer-time-zone";
import {
  RecallAlreadyBookedError,
  RevisionAlreadyBookedError,
  ServiceAlreadyBookedError,
} from "../domain/errors";
import { plateKey } from "../domain/plate-key";
import { recallServiceCode } from "../domain/recall-service";
import { liveBookingOfRevision } from "../domain/revision-rebooking";
import { liveBookingOfService } from "../domain/service-rebooking";
import { lockOwnerBookings, upcomingBookingsOf } from "./owner-booking-lock";

interface BookedVehicle {
  vehicleId: number | null;
  plate: string | null;
}

/** Whether the draft books a periodic revision, as the pricing reads it. */
function revisionOf(draft: BookingDraft): number | null {
  const books = draft.flowType === "periodic_revision" || draft.flowType === "schedule_resume";
  return books && draft.revisionNumber ? draft.revisionNumber : null;
}

/** The work the draft books besides its revision: its additional services and a recall's repair. */
function workCodesOf(draft: BookingDraft): string[] {
  const booksRecall =
    draft.flowType === "recall" || (draft.flowType === "schedule_resume" && draft.recallCampaign);
  return booksRecall && draft.recallCampaign
    ? [...draft.serviceCodes, recallServiceCode(draft.recallCampaign)]
    : draft.serviceCodes;
}

/** The day of a visit on its dealer's clock, as its confirmation shows it: 05/12/2026. */
function visitDay(booking: { startsAt: string; dealerState: string }): string {
  const day = dayIn(new Date(booking.startsAt), dealerTimeZoneOf(booking.dealerState));
  return day.split("-").reverse().join("/");
}

/**
 * Refuses work the vehicle already has confirmed and still to come: its periodic revision, an
 * additional service chosen again (the wizard confirmed from two tabs), or a recall's repair. A
 * car is its garage record or its plate: the owner may pick it from the garage for one booking and
 * type its plate in the wizard for the next (or type it twice, its model or year told apart by a
 * slip), and it is still one car. A car typed in without a plate cannot be told from another of
 * the same model and is not checked. Only the owner's own bookings are read: a car handed to
 * another owner starts afresh with them.
 *
 * It runs in the transaction that writes the booking, before any other lock of it: the owner's
 * lock is then always taken before a dealer-day's, so two writers never wait for each other in
 * opposite order. The read follows the lock in its own statement, so at read committed it sees a
 * booking that the writer it waited for has just committed: two confirmations at once make one.
 */
export async function refuseWorkBookedTwice(
  tx: DatabaseTransaction,
  ownerId: string,
  vehicle: BookedVehicle,
  draft: BookingDraft,
  now: Date,
): Promise<void> {
  const revision = revisionOf(draft);
  const work = workCodesOf(draft);
  if (revision === null && work.length === 0) return;
  const plate = vehicle.plate ? plateKey(vehicle.plate) : "";
  const sameVehicle = or(
    vehicle.vehicleId !== null ? eq(bookings.vehicleId, vehicle.vehicleId) : undefined,
    // Booked plates are stored as the schemas normalise them; older rows are read the same way.
    plate
      ? eq(sql`regexp_replace(upper(${bookings.plate}), '[^A-Z0-9]', '', 'g')`, plate)
      : undefined,
  );
  if (!sameVehicle) return;
  await lockOwnerBookings(tx, ownerId);
  const rows = (
    await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        startsAt: bookings.startsAt,
        services: bookings.services,
        dealerState: dealers.stateCode,
      })
      .from(bookings)
      .innerJoin(dealers, eq(dealers.id, bookings.dealerId))
      .where(upcomingBookingsOf(ownerId, now, sameVehicle))
  ).map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
  // The revision's refusal is the more telling one: its extras come with it.
  if (revision !== null) {
    const existing = liveBookingOfRevision(rows, revision, now);
    if (existing) throw new RevisionAlreadyBookedError(revision, visitDay(existing), existing.id);
  }
  const repeated = liveBookingOfService(rows, work, now);
  if (repeated) {
    const { booking, service } = repeated;
    if (draft.recallCampaign && service.code === recallServiceCode(draft.recallCampaign)) {
      throw new RecallAlreadyBookedError(draft.recallCampaign, visitDay(booking), booking.id);
    }
    throw new ServiceAlreadyBookedError(service.name, visitDay(booking), booking.id);
  }
}
