import "server-only";
import { eq, type SQL } from "drizzle-orm";
import { database } from "@/db";
import { dealers, vehicleModels, vehicles } from "@/db/schema";
import { formatPlate } from "../domain/plate";
import { vehiclePictureUrl } from "../domain/vehicle-paint";

export interface GarageVehicle {
  id: number;
  vin: string;
  plate: string | null;
  renavam: string | null;
  modelName: string;
  modelSlug: string;
  modelCode: string;
  /** The model's drawing in the vehicle's registered colour. */
  imageUrl: string;
  versionName: string;
  modelYear: number;
  color: string;
  soldOn: string;
  sellingDealer: { name: string; city: string; stateCode: string } | null;
  nickname: string | null;
  mileageKm: number;
  mileageReadAt: string | null;
}

const columns = {
  id: vehicles.id,
  vin: vehicles.vin,
  plate: vehicles.plate,
  renavam: vehicles.renavam,
  ownerId: vehicles.ownerId,
  modelName: vehicleModels.name,
  modelSlug: vehicleModels.slug,
  modelCode: vehicleModels.code,
  imageUrl: vehicleModels.imageUrl,
  versionName: vehicles.versionName,
  modelYear: vehicles.modelYear,
  color: vehicles.color,
  soldOn: vehicles.soldOn,
  dealerName: dealers.name,
  dealerCity: dealers.city,
  dealerState: dealers.stateCode,
  nickname: vehicles.nickname,
  mileageKm: vehicles.mileageKm,
  mileageReadAt: vehicles.mileageReadAt,
};

type Row = Awaited<ReturnType<typeof vehicleRows>>[number];

export function toGarageVehicle(row: Row): GarageVehicle {
  return {
    id: row.id,
    vin: row.vin,
    plate: row.plate ? formatPlate(row.plate) : null,
    renavam: row.renavam,
    modelName: row.modelName,
    modelSlug: row.modelSlug,
    modelCode: row.modelCode,
    imageUrl: vehiclePictureUrl(row),
    versionName: row.versionName,
    modelYear: row.modelYear,
    color: row.color,
    soldOn: row.soldOn,
    sellingDealer:
      row.dealerName && row.dealerCity && row.dealerState
        ? { name: row.dealerName, city: row.dealerCity, stateCode: row.dealerState }
        : null,
    nickname: row.nickname,
    mileageKm: row.mileageKm,
    mileageReadAt: row.mileageReadAt ? row.mileageReadAt.toISOString() : null,
  };
}

/**
 * Vehicles with their model and selling dealer, filtered by the caller's condition; all of them
 * unless a limit is given. A garage is read whole: a page of it hid the rest from their owner.
 */
export async function vehicleRows(where: SQL | undefined, limit?: number) {
  const query = database()
    .select(columns)
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .leftJoin(dealers, eq(dealers.id, vehicles.sellingDealerId))
    .where(where)
    .orderBy(vehicles.id);
  return limit === undefined ? query : query.limit(limit);
}
