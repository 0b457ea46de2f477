import "server-only";
import { and, eq } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { vehicleModels, vehicles, vehicleTransferRequests } from "@/db/schema";
import { TransferNotFoundError } from "../domain/errors";
import { formatPlate } from "../domain/plate";

/** How a claim's vehicle is named to both parties: its model, and its plate when it has one. */
export function vehicleLabel(row: { modelName: string; plate: string | null }): string {
  return row.plate ? `${row.modelName} ${formatPlate(row.plate)}` : row.modelName;
}

export async function vehicleLabelOf(tx: DatabaseTransaction, vehicleId: number): Promise<string> {
  const [row] = await tx
    .select({ modelName: vehicleModels.name, plate: vehicles.plate })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.id, vehicleId));
  if (!row) throw new TransferNotFoundError();
  return vehicleLabel(row);
}

/**
 * Ends the open claims on a vehicle that left its garage: whoever asked for it may now register it
 * directly. Answers who asked, and the vehicle's name, for their notice.
 */
export async function lapseClaims(
  tx: DatabaseTransaction,
  vehicleId: number,
): Promise<{ requesterIds: string[]; vehicleLabel: string }> {
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
  if (lapsed.length === 0) return { requesterIds: [], vehicleLabel: "" };
  return {
    requesterIds: lapsed.map((claim) => claim.requesterId),
    vehicleLabel: await vehicleLabelOf(tx, vehicleId),
  };
}
