import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { vehicleMileageReadings, vehicles } from "@/db/schema";

/** What names a car outside the garage: its plate and model, as an owner typed them. */
export interface ServicedCar {
  vehicleId: number | null;
  plate: string | null;
  modelId: number;
}

/**
 * The registry's car a service was for: the garage's, else the one of its plate and model. With
 * `ownedBy`, the car counts only when it is in no garage or in that owner's: a plate is public,
 * a garage car may have been handed over since, and a figure only the owner typed must not reach
 * someone else's car.
 */
export async function registryCarOf(
  tx: DatabaseTransaction,
  car: ServicedCar,
  { ownedBy }: { ownedBy?: string } = {},
): Promise<number | null> {
  if (car.vehicleId === null && !car.plate) return null;
  if (car.vehicleId !== null && ownedBy === undefined) return car.vehicleId;
  const [found] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        car.vehicleId !== null
          ? eq(vehicles.id, car.vehicleId)
          : and(eq(vehicles.plate, car.plate ?? ""), eq(vehicles.modelId, car.modelId)),
        ownedBy === undefined
          ? undefined
          : or(isNull(vehicles.ownerId), eq(vehicles.ownerId, ownedBy)),
      ),
    );
  return found?.id ?? null;
}

/**
 * A revision done enters the car's history as the registry's revisions do: a reading of the
 * odometer on its day, which the garage counts and lists. Whether it came from a visit the dealer
 * reported or a correction it accepted, one day holds one revision. A figure the dealer gives as
 * its own record (`correcting`) replaces that day's reading, so the history says what the dealer
 * told the owner; any other figure leaves a reading already there alone.
 */
export async function recordRevisionReading(
  tx: DatabaseTransaction,
  reading: { vehicleId: number; readOn: string; mileageKm: number; dealerId: number },
  { correcting = false }: { correcting?: boolean } = {},
) {
  const { vehicleId, readOn, mileageKm, dealerId } = reading;
  // A visit reported and a correction accepted for the same car may commit at once: the car's row
  // makes them take turns, so the second finds the first's reading.
  await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for("update");
  const [onRecord] = await tx
    .select({ id: vehicleMileageReadings.id })
    .from(vehicleMileageReadings)
    .where(
      and(
        eq(vehicleMileageReadings.vehicleId, vehicleId),
        eq(vehicleMileageReadings.source, "revision"),
        eq(vehicleMileageReadings.readOn, readOn),
      ),
    );
  if (onRecord) {
    if (correcting) {
      await tx
        .update(vehicleMileageReadings)
        .set({ mileageKm, dealerId })
        .where(eq(vehicleMileageReadings.id, onRecord.id));
    }
    return;
  }
  await tx
    .insert(vehicleMileageReadings)
    .values({ vehicleId, mileageKm, readOn, source: "revision", dealerId });
}

/** An odometer read at the dealer only ever moves the car's mileage up. */
export async function raiseMileage(tx: DatabaseTransaction, vehicleId: number, mileageKm: number) {
  await tx
    .update(vehicles)
    .set({ mileageKm: sql`greatest(${vehicles.mileageKm}, ${mileageKm})` })
    .where(eq(vehicles.id, vehicleId));
}
