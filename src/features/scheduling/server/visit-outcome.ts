import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import {
  bookings,
  dealers,
  recallCampaigns,
  recallRepairs,
  vehicleMileageReadings,
  vehicles,
} from "@/db/schema";
import { dayIn } from "../domain/calendar-rules";
import { dealerTimeZoneOf } from "../domain/dealer-time-zone";
import {
  BookingAlreadyCancelledError,
  UnknownBookingError,
  VisitNotStartedError,
  VisitOutcomeRecordedError,
} from "../domain/errors";
import { revisionNumberOf } from "../domain/revision-rebooking";
import { getDealerBooking, isBookingId } from "./booking-reads";

export type VisitOutcome = { outcome: "completed"; mileageKm: number } | { outcome: "no_show" };

type StoredBooking = typeof bookings.$inferSelect;

/** The registry's car the visit was for: the garage's, else the one of its plate and model. */
async function visitedCar(tx: DatabaseTransaction, booking: StoredBooking) {
  if (booking.vehicleId !== null) return booking.vehicleId;
  if (!booking.plate) return null;
  const [car] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.plate, booking.plate), eq(vehicles.modelId, booking.modelId)));
  return car?.id ?? null;
}

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
  const vehicleId = await visitedCar(tx, booking);
  if (vehicleId === null) return;
  const revisionDone = booking.services.some((service) => revisionNumberOf(service.code) !== null);
  // A revision already on record that day (a correction request accepted first) stays one.
  const [onRecord] = revisionDone
    ? await tx
        .select({ id: vehicleMileageReadings.id })
        .from(vehicleMileageReadings)
        .where(
          and(
            eq(vehicleMileageReadings.vehicleId, vehicleId),
            eq(vehicleMileageReadings.source, "revision"),
            eq(vehicleMileageReadings.readOn, dealerDay),
          ),
        )
    : [];
  if (revisionDone && !onRecord) {
    await tx.insert(vehicleMileageReadings).values({
      vehicleId,
      mileageKm,
      readOn: dealerDay,
      source: "revision",
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
  await tx
    .update(vehicles)
    .set({ mileageKm: sql`greatest(${vehicles.mileageKm}, ${mileageKm})` })
    .where(eq(vehicles.id, vehicleId));
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
  await database().transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.dealerId, dealerId)))
      .for("update");
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
      const zone = dealerTimeZoneOf(await dealerStateOf(tx, booking.dealerId));
      await recordVisitOnCar(tx, booking, dayIn(booking.startsAt, zone), report.mileageKm);
    }
  });
  return getDealerBooking(dealerId, bookingId);
}

async function dealerStateOf(tx: DatabaseTransaction, dealerId: number): Promise<string> {
  const [dealer] = await tx
    .select({ stateCode: dealers.stateCode })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return dealer?.stateCode ?? "SP";
}
