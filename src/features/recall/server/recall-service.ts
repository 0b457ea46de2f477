import "server-only";
import { vehicleAffected } from "../domain/campaign-scope";
import { affectedModels, type AffectedModel } from "../domain/campaign-summary";
import {
  recallStatus,
  type RecallCampaign,
  type VehicleRecallStatus,
  type VinCheck,
} from "../domain/recall-status";
import { normalizeVin, vinMessage } from "../vin-field";
import {
  allCampaigns,
  modelNames,
  repairDayOf,
  repairsOf,
  vehicleByVin,
  vehiclesOfOwner,
} from "./recall-repository";

async function statusOf(
  vehicles: VehicleRecallStatus["vehicle"][],
): Promise<VehicleRecallStatus[]> {
  const [campaigns, repairs] = await Promise.all([
    allCampaigns(),
    repairsOf(vehicles.map((vehicle) => vehicle.id)),
  ]);
  return vehicles.map((vehicle) => ({
    vehicle,
    ...recallStatus(vehicle, campaigns, repairs.get(vehicle.id) ?? []),
  }));
}

/** A registry vehicle's open and completed campaigns, or null for a VIN the registry lacks. */
export async function recallByVin(vin: string): Promise<VehicleRecallStatus | null> {
  const vehicle = await vehicleByVin(vin);
  if (!vehicle) return null;
  const [status] = await statusOf([vehicle]);
  return status ?? null;
}

/** Every vehicle the owner holds in the registry, each with its campaigns. */
export async function ownerRecallStatus(ownerId: string): Promise<VehicleRecallStatus[]> {
  return statusOf(await vehiclesOfOwner(ownerId));
}

export type CampaignDetails = RecallCampaign & { affected: AffectedModel[]; listedVins: number };

export async function campaignList(): Promise<CampaignDetails[]> {
  const [campaigns, names] = await Promise.all([allCampaigns(), modelNames()]);
  return campaigns.map(({ coverage, ...campaign }) => ({
    ...campaign,
    affected: affectedModels(coverage, names),
    listedVins: coverage.vins.length,
  }));
}

export async function campaignByNumber(number: string): Promise<CampaignDetails | null> {
  const wanted = number.trim().toUpperCase();
  return (await campaignList()).find((campaign) => campaign.number === wanted) ?? null;
}

/** The page's look-up: absent, malformed (with the field message), unknown, or the vehicle's status. */
export async function checkVin(
  raw: string | undefined,
  { beforeLookup }: { beforeLookup?: () => Promise<void> } = {},
): Promise<VinCheck> {
  if (raw === undefined) return { kind: "idle" };
  const value = raw.slice(0, 40);
  const vin = normalizeVin(value);
  const problem = vinMessage(vin);
  if (problem) return { kind: "invalid", value, message: problem };
  // Only a well-formed chassi reaches the registry, and only it counts against a limit.
  await beforeLookup?.();
  const status = await recallByVin(vin);
  return status ? { kind: "found", status } : { kind: "notFound", vin };
}

/**
 * Whether a campaign exists and covers a vehicle, for booking its free repair: false when it does
 * not, and the day of the repair when the vehicle of that VIN already had it. A vehicle with a VIN
 * is held to the campaign's one rule. One typed in by model and year (no VIN) is covered when a
 * scope names that model and year, and the dealer checks the chassis at the visit.
 */
export async function campaignCoversVehicle(
  number: string,
  vehicle: { vin: string | null; modelCode: string; modelYear: number },
): Promise<boolean | { repairedOn: string }> {
  const wanted = number.trim().toUpperCase();
  const campaign = (await allCampaigns()).find((candidate) => candidate.number === wanted);
  if (!campaign) return false;
  if (vehicle.vin) {
    if (!vehicleAffected({ ...vehicle, vin: vehicle.vin }, campaign.coverage)) return false;
    const repairedOn = await repairDayOf(vehicle.vin, wanted);
    return repairedOn ? { repairedOn } : true;
  }
  return campaign.coverage.scopes.some(
    (scope) =>
      scope.modelCode === vehicle.modelCode &&
      vehicle.modelYear >= scope.modelYearFrom &&
      vehicle.modelYear <= scope.modelYearTo,
  );
}
