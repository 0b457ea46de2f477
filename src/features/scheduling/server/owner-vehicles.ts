import "server-only";
import { asc, eq } from "drizzle-orm";
import { database } from "@/db";
import { vehicleModels, vehicles } from "@/db/schema";
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
