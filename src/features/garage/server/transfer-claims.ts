import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, DatabaseTransaction } from "@/db";
import { vehicleModels, vehicles, vehicleTransferRequests } from "@/db/schema";
import { TransferNotFoundError } from "../domain/errors";
import { vehicleName } from "../domain/vehicle-name";

/** How each of these vehicles is named to both parties of a claim, by vehicle id. */
export async function vehicleNamesOf(
  db: Database | DatabaseTransaction,
  vehicleIds: readonly number[],
): Promise<Map<number, string>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vehicles.id, modelName: vehicleModels.name, plate: vehicles.plate })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(inArray(vehicles.id, [...vehicleIds]));
  return new Map(rows.map((row) => [row.id, vehicleName(row)]));
}

export async function vehicleLabelOf(tx: DatabaseTransaction, vehicleId: number): Promise<string> {
  const label = (await vehicleNamesOf(tx, [vehicleId])).get(vehicleId);
  if (label === undefined) throw new TransferNotFoundError();
  return label;
}

/** A claim that ended because its vehicle left the garage it was asked of. */
export interface LapsedClaim {
  requesterId: string;
  vehicleLabel: string;
}

/**
 * Ends the open claims on a vehicle that left its garage: whoever asked for it may now register it
 * directly. Answers each claim's requester and the vehicle's name, for their notice.
 */
export async function lapseClaims(
  tx: DatabaseTransaction,
  vehicleId: number,
): Promise<LapsedClaim[]> {
  const lapsed = await tx
    .update(vehicleTransferRequests)
    .set({ status: "withdrawn", decidedAt: new Date() })
    .where(
      and(
        eq(vehicleTransferRequests.vehicleId, vehicleId),
        eq(vehicleTransferRequests.status, "pending"),
      ),
    )
    .returning({ requesterId: vehicleTransferRequests.requesterId });
  if (lapsed.length === 0) return [];
  const label = await vehicleLabelOf(tx, vehicleId);
  return lapsed.map(({ requesterId }) => ({ requesterId, vehicleLabel: label }));
}

/**
 * The open claims on every vehicle of an owner's garage, read in the account deletion's
 * transaction before the deletion drops them with the owner, so their requesters can be told.
 */
export async function claimsOnGarageOf(
  tx: DatabaseTransaction,
  holderId: string,
): Promise<LapsedClaim[]> {
  const rows = await tx
    .select({
      requesterId: vehicleTransferRequests.requesterId,
      modelName: vehicleModels.name,
      plate: vehicles.plate,
    })
    .from(vehicleTransferRequests)
    .innerJoin(vehicles, eq(vehicles.id, vehicleTransferRequests.vehicleId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        eq(vehicleTransferRequests.holderId, holderId),
        eq(vehicleTransferRequests.status, "pending"),
      ),
    );
  return rows.map((row) => ({ requesterId: row.requesterId, vehicleLabel: vehicleName(row) }));
}
