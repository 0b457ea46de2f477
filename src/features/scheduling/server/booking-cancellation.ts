import "server-only";
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { bookingPhotos, bookings } from "@/db/schema";
import { BookingAlreadyCancelledError, BookingStartedError } from "../domain/errors";
import { schedulingTexts } from "../texts";
import { shortWhen } from "./booking-mail";
import { enqueueBookingMail, sendBookingMailsNow } from "./booking-mail-outbox";
import { getBooking } from "./booking-reads";

/** The owner cancels a booking that has not started; the dealer gets its time back. */
export async function cancelBooking(
  ownerId: string,
  id: string,
  reason: string | undefined,
  now = new Date(),
) {
  const current = await getBooking(ownerId, id);
  if (current.status === "cancelled") throw new BookingAlreadyCancelledError();
  const zone = current.dealer.timeZone;
  const started = (at: string) =>
    new BookingStartedError(`${shortWhen(at, zone)} (${schedulingTexts.zoneTime(zone)})`);
  if (new Date(current.startsAt) <= now) throw started(current.startsAt);
  // Only one of two cancellations sent at once (a double click) finds the booking standing: the
  // other is told it is cancelled already, and one mail goes out. A hold was never announced. A
  // visit the dealer reported, or that started, since the check above stays as it is.
  const mailId = await database().transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: reason ?? null })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.ownerId, ownerId),
          ne(bookings.status, "cancelled"),
          isNull(bookings.outcome),
          gt(bookings.startsAt, now),
        ),
      )
      .returning({ id: bookings.id });
    if (!cancelled) {
      const [stored] = await tx
        .select({ status: bookings.status, at: bookings.startsAt })
        .from(bookings)
        .where(eq(bookings.id, id));
      if (!stored || stored.status === "cancelled") throw new BookingAlreadyCancelledError();
      throw started(stored.at.toISOString());
    }
    await dropPhotosOf(tx, [id]);
    return current.status === "confirmed" ? enqueueBookingMail(tx, id, "cancelled") : null;
  });
  const view = await getBooking(ownerId, id);
  if (mailId !== null) await sendBookingMailsNow([mailId]);
  return view;
}

/**
 * A cancelled visit's photos go with it: they were for the dealer to see the problem, no dealer
 * will, and kept they would pile up with every booking made and cancelled again.
 */
async function dropPhotosOf(tx: DatabaseTransaction, bookingIds: string[]) {
  await tx.delete(bookingPhotos).where(inArray(bookingPhotos.bookingId, bookingIds));
}

/**
 * A vehicle that leaves the owner's garage takes its bookings still to come with it, in the same
 * transaction as its removal or hand-over, so the vehicle never leaves with its bookings standing
 * and a failed removal cancels nothing. The time is given back to the dealer. The confirmed ones'
 * cancellation mails are written in the same transaction; returns their ids, to send once it is
 * committed.
 */
export async function cancelVehicleBookingsIn(
  tx: DatabaseTransaction,
  ownerId: string,
  vehicleId: number,
  now = new Date(),
): Promise<number[]> {
  const ahead = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.vehicleId, vehicleId),
        ne(bookings.status, "cancelled"),
        gt(bookings.startsAt, now),
      ),
    )
    .for("update");
  if (ahead.length === 0) return [];
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelReason: schedulingTexts.vehicleRemovedReason,
    })
    .where(
      inArray(
        bookings.id,
        ahead.map((booking) => booking.id),
      ),
    );
  await dropPhotosOf(
    tx,
    ahead.map((booking) => booking.id),
  );
  const mailIds: number[] = [];
  for (const booking of ahead) {
    if (booking.status === "confirmed") {
      mailIds.push(await enqueueBookingMail(tx, booking.id, "cancelled"));
    }
  }
  return mailIds;
}

/** Sends the cancellation mails `cancelVehicleBookingsIn` wrote, once its transaction committed. */
export async function announceVehicleBookingsCancelled(mailIds: readonly number[]) {
  await sendBookingMailsNow(mailIds);
}
