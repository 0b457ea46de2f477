import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { database } from "@/db";
import {
  dealers,
  recallCampaignScopes,
  recallCampaignVins,
  recallCampaigns,
  recallRepairs,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import type { CampaignCoverage } from "../domain/campaign-scope";
import type { RecallCampaign, RecallRepair, VehicleRecallStatus } from "../domain/recall-status";

export type CampaignWithCoverage = RecallCampaign & { coverage: CampaignCoverage };

const campaignColumns = {
  id: recallCampaigns.id,
  number: recallCampaigns.number,
  title: recallCampaigns.title,
  component: recallCampaigns.component,
  risk: recallCampaigns.risk,
  remedy: recallCampaigns.remedy,
  repairMinutes: recallCampaigns.repairMinutes,
  startsOn: recallCampaigns.startsOn,
};

/** Every campaign with its coverage: a handful of rows, read once a minute. */
export const allCampaigns = readCache<CampaignWithCoverage[]>(
  "recall-campaigns",
  60_000,
  async () => {
    const db = database();
    const [campaigns, scopes, vins] = await Promise.all([
      db.select(campaignColumns).from(recallCampaigns).orderBy(desc(recallCampaigns.startsOn)),
      db.select().from(recallCampaignScopes).orderBy(asc(recallCampaignScopes.id)),
      db.select().from(recallCampaignVins),
    ]);
    return campaigns.map(({ id, ...campaign }) => ({
      ...campaign,
      coverage: {
        scopes: scopes
          .filter((scope) => scope.campaignId === id)
          .map(({ modelCode, modelYearFrom, modelYearTo, serialFrom, serialTo }) => ({
            modelCode,
            modelYearFrom,
            modelYearTo,
            serialFrom,
            serialTo,
          })),
        vins: vins.filter((row) => row.campaignId === id).map((row) => row.vin),
      },
    }));
  },
);

type VehicleRow = VehicleRecallStatus["vehicle"];

const vehicleColumns = {
  id: vehicles.id,
  vin: vehicles.vin,
  model: vehicleModels.name,
  modelCode: vehicleModels.code,
  version: vehicles.versionName,
  modelYear: vehicles.modelYear,
  color: vehicles.color,
  nickname: vehicles.nickname,
};

/**
 * A vehicle as anyone who types its chassi may see it: the registry's facts, never what an owner
 * wrote (the nickname often names a person: "Carro da Ana").
 */
export async function vehicleByVin(vin: string): Promise<VehicleRow | undefined> {
  const { nickname: _private, ...registryColumns } = vehicleColumns;
  const [row] = await database()
    .select(registryColumns)
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.vin, vin));
  return row && { ...row, nickname: null };
}

export async function vehiclesOfOwner(ownerId: string): Promise<VehicleRow[]> {
  return database()
    .select(vehicleColumns)
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
}

/** The day a campaign's repair was done on the vehicle of this VIN, or null if it never was. */
export async function repairDayOf(vin: string, campaignNumber: string): Promise<string | null> {
  const [row] = await database()
    .select({ repairedOn: recallRepairs.repairedOn })
    .from(recallRepairs)
    .innerJoin(recallCampaigns, eq(recallCampaigns.id, recallRepairs.campaignId))
    .innerJoin(vehicles, eq(vehicles.id, recallRepairs.vehicleId))
    .where(and(eq(vehicles.vin, vin), eq(recallCampaigns.number, campaignNumber)));
  return row?.repairedOn ?? null;
}

/** Repairs done on these vehicles, keyed by vehicle id. */
export async function repairsOf(vehicleIds: number[]): Promise<Map<number, RecallRepair[]>> {
  const byVehicle = new Map<number, RecallRepair[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await database()
    .select({
      vehicleId: recallRepairs.vehicleId,
      campaignNumber: recallCampaigns.number,
      repairedOn: recallRepairs.repairedOn,
      dealerCode: dealers.code,
      dealerName: dealers.name,
      dealerCity: dealers.city,
      dealerState: dealers.stateCode,
    })
    .from(recallRepairs)
    .innerJoin(recallCampaigns, eq(recallCampaigns.id, recallRepairs.campaignId))
    .innerJoin(dealers, eq(dealers.id, recallRepairs.dealerId))
    .where(inArray(recallRepairs.vehicleId, vehicleIds));
  for (const row of rows) {
    const list = byVehicle.get(row.vehicleId) ?? [];
    list.push({
      campaignNumber: row.campaignNumber,
      repairedOn: row.repairedOn,
      dealer: {
        code: row.dealerCode,
        name: row.dealerName,
        city: row.dealerCity,
        stateCode: row.dealerState,
      },
    });
    byVehicle.set(row.vehicleId, list);
  }
  return byVehicle;
}

/** Model names of the codes campaigns cover, for "Polo 2024 a 2025" lines. */
export const modelNames = readCache("recall-model-names", 60_000, async () => {
  const rows = await database()
    .select({ code: vehicleModels.code, name: vehicleModels.name })
    .from(vehicleModels);
  return new Map(rows.map((row) => [row.code, row.name]));
});
