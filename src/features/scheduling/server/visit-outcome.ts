import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { bookings, dealers, recallCampaigns, recallRepairs } from "@/db/schema";
import { raiseMileage, recordRevisionReading, registryCarOf } from "@/features/garage/server";
import { dayIn } from "../domain/calendar-rules";
import { dealerTimeZoneOf } from "../domain/dealer-time-zone";
import {
  BookingAlreadyCancelledError,
  UnknownBookingError,
  VisitNotStartedError,
  VisitOutcomeRecordedError,
} from "../domain/errors";
import { revisionNumberOf } from "../domain/revision-rebooking";
import { enqueueBookingMail, sendBookingMailsNow } from "./booking-mail-outbox";
import { getDealerBooking, isBookingId } from "./booking-reads";

export type VisitOutcome = { outcome: "completed"; mileageKm: number } | { outcome: "no_show" };

type StoredBooking = typeof bookings.$inferSelect;

/**
 * What a completed visit leaves on the car, as the registry records it: a revision done is a
 * revision reading of the odometer on the visit's day (the garage counts it and moves the next
 * one on), a recall repaired is no longer open, and the mileage only goes up.
 */
async function recordVisitOnCar(
  tx: DatabaseTransaction,
  booking: StoredBooking,
  dealerDay: string,
  mileageKm: number,
) {
  // A typed plate is public: it never writes into another owner's car (decision 064).
  const vehicleId = await registryCarOf(tx, booking, { ownedBy: booking.ownerId });
  if (vehicleId === null) return;
  if (booking.services.some((service) => revisionNumberOf(service.code) !== null)) {
    await recordRevisionReading(tx, {
      vehicleId,
      readOn: dealerDay,
      mileageKm,
      dealerId: booking.dealerId,
    });
  }
  const campaigns = booking.services.flatMap((service) =>
    service.recallCampaign ? [service.recallCampaign] : [],
  );
  if (campaigns.length > 0) {
    const repaired = await tx
      .select({ id: recallCampaigns.id })
      .from(recallCampaigns)
      .where(inArray(recallCampaigns.number, campaigns));
    if (repaired.length > 0) {
      await tx
        .insert(recallRepairs)
        .values(
          repaired.map((campaign) => ({
            campaignId: campaign.id,
            vehicleId,
            dealerId: booking.dealerId,
            repairedOn: dealerDay,
          })),
        )
        .onConflictDoNothing();
    }
  }
  await raiseMileage(tx, vehicleId, mileageKm);
}

/**
 * The dealer reports a visit whose time has come: done, with the odometer it read, or the owner
 * did not come. Reported once: of two reports sent at once, the first stands (the row is locked).
 */
export async function recordVisitOutcome(
  dealerId: number,
  bookingId: string,
  report: VisitOutcome,
  now = new Date(),
) {
  if (!isBookingId(bookingId)) throw new UnknownBookingError();
  const mailId = await database().transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, dealerState: dealers.stateCode })
      .from(bookings)
      .innerJoin(dealers, eq(dealers.id, bookings.dealerId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.dealerId, dealerId)))
      .for("update", { of: bookings });
    const booking = row?.booking;
    if (!booking || booking.status === "held") throw new UnknownBookingError();
    if (booking.status === "cancelled") throw new BookingAlreadyCancelledError();
    if (booking.outcome) throw new VisitOutcomeRecordedError(booking.outcome);
    if (booking.startsAt > now) throw new VisitNotStartedError();
    const completed = report.outcome === "completed";
    await tx
      .update(bookings)
      .set({
        outcome: report.outcome,
        outcomeAt: now,
        completedMileageKm: completed ? report.mileageKm : null,
      })
      .where(eq(bookings.id, bookingId));
    if (completed) {
      const zone = dealerTimeZoneOf(row.dealerState);
      await recordVisitOnCar(tx, booking, dayIn(booking.startsAt, zone), report.mileageKm);
    }
    return enqueueBookingMail(tx, bookingId, report.outcome);
  });
  await sendBookingMailsNow([mailId]);
  return getDealerBooking(dealerId, bookingId);
}
