import "server-only";
import { asc, eq } from "drizzle-orm";
import { database } from "@/db";
import { vehicleModels, vehicles } from "@/db/schema";

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
  soldOn: string;
}

/** The session owner's vehicles in the brand's registry. */
export async function listOwnerVehicles(ownerId: string): Promise<OwnerVehicle[]> {
  return database()
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
      soldOn: vehicles.soldOn,
    })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(asc(vehicles.id));
}
