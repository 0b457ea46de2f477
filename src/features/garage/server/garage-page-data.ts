import "server-only";
import { eq } from "drizzle-orm";
import { database } from "@/db";
import { ownerProfiles, owners } from "@/db/schema";
import { upcomingRevisions, type RevisionDue } from "../domain/revision-due";
import { favouriteDealer, type FavouriteDealer } from "./dealer-choice";
import {
  withOpenRecalls,
  type GarageVehicleWithRecalls,
  type OwnerOpenRecalls,
} from "./open-recalls";
import { garageVehicles, revisionReadings } from "./vehicle-service";
import { transferRequests, type TransferRequestView } from "./vehicle-transfers";
import { brasiliaIsoDay } from "@/lib/format";

export interface GaragePageData {
  vehicles: GarageVehicleWithRecalls[];
  selected: GarageVehicleWithRecalls | null;
  upcoming: (RevisionDue & { overdue: boolean })[];
  history: { readOn: string; mileageKm: number; dealerName: string | null }[];
  dealer: FavouriteDealer | null;
  transfers: TransferRequestView[];
  registrationCompleted: boolean;
  /** Whether the owner is mailed as a revision falls due (Minha conta; on until turned off). */
  revisionReminders: boolean;
}

/** The calendar day in São Paulo at `now`, as yyyy-mm-dd: the day the revision plan counts in. */
export function saoPauloToday(now = new Date()): string {
  return brasiliaIsoDay(now);
}

/**
 * Everything /garagem shows for one owner, read in parallel. The recall reading covers all of the
 * owner's vehicles at once, never one look-up per vehicle.
 */
export async function garagePageData(
  ownerId: string,
  openRecalls: OwnerOpenRecalls,
): Promise<GaragePageData> {
  const [garage, recalls, [owner], dealer, transfers] = await Promise.all([
    garageVehicles(ownerId),
    openRecalls(ownerId),
    database()
      .select({
        selected: owners.selectedVehicleId,
        completedAt: owners.registrationCompletedAt,
        revisionReminders: ownerProfiles.revisionReminders,
      })
      .from(owners)
      .leftJoin(ownerProfiles, eq(ownerProfiles.ownerId, owners.id))
      .where(eq(owners.id, ownerId)),
    favouriteDealer(ownerId),
    transferRequests(ownerId),
  ]);
  const vehicles = withOpenRecalls(garage, recalls);
  const selected =
    vehicles.find((vehicle) => vehicle.id === owner?.selected) ?? vehicles[0] ?? null;
  // The selected vehicle came from this owner's own list: no second ownership check.
  const history = selected ? await revisionReadings(selected.id) : [];
  const today = saoPauloToday();
  const upcoming = selected
    ? upcomingRevisions(selected.soldOn, selected.mileageKm, today, history.length).map((due) => ({
        ...due,
        overdue: due.dueDate < today || selected.mileageKm >= due.dueKm,
      }))
    : [];
  return {
    vehicles,
    selected,
    upcoming,
    history,
    dealer,
    transfers,
    registrationCompleted: Boolean(owner?.completedAt),
    revisionReminders: owner?.revisionReminders ?? true,
  };
}
