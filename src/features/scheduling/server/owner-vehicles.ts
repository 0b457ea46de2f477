import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { database } from "@/db";
import { vehicleMileageReadings, vehicleModels, vehicles } from "@/db/schema";
import { saoPauloDay } from "../domain/calendar-rules";

export interface OwnerVehicle {
  id: number;
  modelCode: string;
  modelName: string;
  modelYear: number;
  versionName: string;
  plate: string | null;
  vin: string;
  nickname: string | null;
  mileageKm: number;
  /** The day of the reading in mileageKm, on Brasília's calendar as the wizard's today is. */
  mileageReadOn: string | null;
  soldOn: string;
}

/** The session owner's vehicles in the brand's registry. */
export async function listOwnerVehicles(ownerId: string): Promise<OwnerVehicle[]> {
  const rows = await database()
    .select({
      id: vehicles.id,
      modelCode: vehicleModels.code,
      modelName: vehicleModels.name,
      modelYear: vehicles.modelYear,
      versionName: vehicles.versionName,
      plate: vehicles.plate,
      vin: vehicles.vin,
      nickname: vehicles.nickname,
      mileageKm: vehicles.mileageKm,
      mileageReadAt: vehicles.mileageReadAt,
      soldOn: vehicles.soldOn,
    })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(asc(vehicles.id));
  return rows.map(({ mileageReadAt, ...vehicle }) => ({
    ...vehicle,
    mileageReadOn: mileageReadAt ? saoPauloDay(mileageReadAt) : null,
  }));
}

/**
 * The name the owner gave a vehicle of theirs, as the wizard showed it beside the model; null
 * for a typed vehicle, one without a name, or one no longer theirs.
 */
export async function ownerVehicleNickname(
  ownerId: string,
  vehicleId: number | null,
): Promise<string | null> {
  if (vehicleId === null) return null;
  const [row] = await database()
    .select({ nickname: vehicles.nickname })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)));
  return row?.nickname ?? null;
}

/**
 * How many revisions each of the owner's vehicles has on record, by vehicle id: the revision to
 * suggest comes after them, as in the garage.
 */
export async function revisionsDoneByVehicle(ownerId: string): Promise<Record<number, number>> {
  const rows = await database()
    .select({ vehicleId: vehicleMileageReadings.vehicleId, done: count() })
    .from(vehicleMileageReadings)
    .innerJoin(vehicles, eq(vehicles.id, vehicleMileageReadings.vehicleId))
    .where(and(eq(vehicles.ownerId, ownerId), eq(vehicleMileageReadings.source, "revision")))
    .groupBy(vehicleMileageReadings.vehicleId);
  return Object.fromEntries(rows.map((row) => [row.vehicleId, Number(row.done)]));
}
