import { vehicleAffected, type CampaignCoverage, type RegistryVehicle } from "./campaign-scope";

export interface RecallCampaign {
  number: string;
  title: string;
  component: string;
  risk: string;
  remedy: string;
  repairMinutes: number;
  startsOn: string;
}

export interface RecallRepair {
  campaignNumber: string;
  repairedOn: string;
  dealer: { code: string; name: string; city: string; stateCode: string };
}

export interface VehicleRecallStatus {
  vehicle: {
    id: number;
    vin: string;
    model: string;
    modelCode: string;
    version: string;
    modelYear: number;
    color: string;
    nickname: string | null;
  };
  /** Campaigns that cover the vehicle and have no repair yet. */
  open: RecallCampaign[];
  completed: (RecallCampaign & { repair: RecallRepair })[];
}

/** Splits the campaigns that cover a vehicle into pending and done, newest first. */
export function recallStatus(
  vehicle: RegistryVehicle,
  campaigns: readonly (RecallCampaign & { coverage: CampaignCoverage })[],
  repairs: readonly RecallRepair[],
): { open: RecallCampaign[]; completed: (RecallCampaign & { repair: RecallRepair })[] } {
  const byCampaign = new Map(repairs.map((repair) => [repair.campaignNumber, repair]));
  const open: RecallCampaign[] = [];
  const completed: (RecallCampaign & { repair: RecallRepair })[] = [];
  const newestFirst = [...campaigns].sort((a, b) => b.startsOn.localeCompare(a.startsOn));
  for (const { coverage: _coverage, ...campaign } of newestFirst.filter((c) =>
    vehicleAffected(vehicle, c.coverage),
  )) {
    const repair = byCampaign.get(campaign.number);
    if (repair) completed.push({ ...campaign, repair });
    else open.push(campaign);
  }
  return { open, completed };
}

/** "1 h 30 min", "45 min", "2 h". */
export function formatRepairTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "17/03/2025" from a stored date "2025-03-17", with no time-zone shift. */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/** The state of a chassi look-up on the /recall page. */
export type VinCheck =
  | { kind: "idle" }
  | { kind: "invalid"; value: string; message: string }
  | { kind: "notFound"; vin: string }
  | { kind: "found"; status: VehicleRecallStatus };
