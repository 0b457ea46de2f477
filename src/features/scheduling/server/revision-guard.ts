import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { database } from "@/db";
import { bookings } from "@/db/schema";
import type { BookingDraft } from "../domain/booking-schema";
import { saoPauloDay } from "../domain/calendar-rules";
import { RevisionAlreadyBookedError } from "../domain/errors";
import { liveBookingOfRevision } from "../domain/revision-rebooking";

interface BookedVehicle {
  vehicleId: number | null;
  model: { id: number };
  modelYear: number;
  plate: string | null;
}

/** Whether the draft books a periodic revision, as the pricing reads it. */
function revisionOf(draft: BookingDraft): number | null {
  const books = draft.flowType === "periodic_revision" || draft.flowType === "schedule_resume";
  return books && draft.revisionNumber ? draft.revisionNumber : null;
}

/**
 * Refuses a periodic revision the vehicle already has confirmed and still to come. A vehicle
 * typed in without a garage record is known by its model, year and plate; without a plate it
 * cannot be told from another car of the same model and is not checked.
 */
export async function refuseRevisionBookedTwice(
  ownerId: string,
  vehicle: BookedVehicle,
  draft: BookingDraft,
  now: Date,
): Promise<void> {
  const revision = revisionOf(draft);
  if (revision === null) return;
  const sameVehicle =
    vehicle.vehicleId !== null
      ? eq(bookings.vehicleId, vehicle.vehicleId)
      : vehicle.plate
        ? and(
            isNull(bookings.vehicleId),
            eq(bookings.modelId, vehicle.model.id),
            eq(bookings.modelYear, vehicle.modelYear),
            eq(bookings.plate, vehicle.plate),
          )
        : undefined;
  if (!sameVehicle) return;
  const rows = await database()
    .select({
      id: bookings.id,
      status: bookings.status,
      startsAt: bookings.startsAt,
      services: bookings.services,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
        sameVehicle,
      ),
    );
  const existing = liveBookingOfRevision(
    rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    revision,
    now,
  );
  if (!existing) return;
  const day = saoPauloDay(new Date(existing.startsAt)).split("-").reverse().join("/");
  throw new RevisionAlreadyBookedError(revision, day, existing.id);
}
