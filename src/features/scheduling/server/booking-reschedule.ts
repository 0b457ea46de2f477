import "server-only";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { database } from "@/db";
import { bookings } from "@/db/schema";
import { BookingNotReschedulableError, ShiftFullError } from "../domain/errors";
import { enqueueBookingMail, sendBookingMailsNow } from "./booking-mail-outbox";
import { getBooking } from "./booking-reads";
import { refuseOwnerOverbooking } from "./owner-booking-guard";
import type { BookingView } from "./booking-view";
import { dealerProfile } from "./calendar";
import {
  calendarRefusal,
  checkSlot,
  lockDealerDay,
  releaseExpiredHolds,
  releaseLapsedHoldsOf,
  shiftUsage,
} from "./slot-guards";

/**
 * A confirmed booking still to come moves to another free slot of its dealer. Its services and
 * status stay as they are, so no second booking of a revision or a service can come of it and the
 * rebooking guard has nothing to check here: the booking is never refused for its own work.
 */
export async function rescheduleBooking(
  ownerId: string,
  id: string,
  change: { consultantId: number; startsAt: string },
  now = new Date(),
): Promise<BookingView> {
  const current = await getBooking(ownerId, id);
  if (current.status !== "confirmed" || new Date(current.startsAt) <= now) {
    throw new BookingNotReschedulableError();
  }
  const dealer = await dealerProfile(current.dealer.code);
  const startsAt = new Date(change.startsAt);
  const { day, shift, endsAt } = await checkSlot(dealer, change.consultantId, startsAt, now);
  let mailId: number | null = null;
  try {
    mailId = await database().transaction(async (tx) => {
      // The owner's lock first, then the dealer-day's, as a new booking takes them: the new time
      // must not put the owner at two dealers at once.
      await refuseOwnerOverbooking(tx, ownerId, { dealerId: dealer.id, startsAt, endsAt }, now, id);
      await lockDealerDay(tx, dealer.id, day);
      await releaseExpiredHolds(tx, change.consultantId, now);
      await releaseLapsedHoldsOf(tx, ownerId, now);
      if ((await shiftUsage(tx, dealer, day, shift, now, id)) >= dealer.capacity[shift]) {
        throw new ShiftFullError();
      }
      // Checked again in the write: a cancellation or a reported visit that committed since the
      // check above leaves the booking where it is. A repeat of a change already made (a double
      // click, a retried call) moves nothing and mails nothing.
      const rows = await tx
        .update(bookings)
        .set({ consultantId: change.consultantId, startsAt, endsAt, shift })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.ownerId, ownerId),
            eq(bookings.status, "confirmed"),
            isNull(bookings.outcome),
            gt(bookings.startsAt, now),
            or(ne(bookings.consultantId, change.consultantId), ne(bookings.startsAt, startsAt)),
          ),
        )
        .returning({ id: bookings.id });
      if (rows.length === 0) {
        const [stored] = await tx
          .select({ status: bookings.status, outcome: bookings.outcome, at: bookings.startsAt })
          .from(bookings)
          .where(eq(bookings.id, id));
        if (stored?.status !== "confirmed" || stored.outcome !== null || stored.at <= now) {
          throw new BookingNotReschedulableError();
        }
        return null;
      }
      return enqueueBookingMail(tx, id, "rescheduled", new Date(current.startsAt));
    });
  } catch (error) {
    throw await calendarRefusal(error, dealer.code, day, now, { ownerId, moving: id });
  }
  const view = await getBooking(ownerId, id);
  if (mailId !== null) await sendBookingMailsNow([mailId]);
  return view;
}
