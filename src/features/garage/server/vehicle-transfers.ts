import "server-only";
import { and, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import { database } from "@/db";
import { owners, vehicleModels, vehicles, vehicleTransferRequests } from "@/db/schema";
import {
  GarageFullError,
  RequesterGarageFullError,
  TransferNotFoundError,
  TransferRecentlyDeclinedError,
  UnknownVehicleError,
  VehicleAlreadyYoursError,
  VehicleNotInAnotherGarageError,
} from "../domain/errors";
import { vehicleName } from "../domain/vehicle-name";
import {
  askedVehicle,
  garageIsFull,
  lockOwner,
  selectAnotherVehicle,
  type FoundVehicleRef,
  type VehicleDeparture,
} from "./vehicle-service";
import { vehicleLabelOf } from "./transfer-claims";
import { enqueueTransferMail, sendTransferMailsNow } from "./transfer-mail";
import { transferExpiresAt } from "../domain/transfer-deadlines";

// A vehicle in another garage changes hands only when its current owner accepts the claim.

export interface TransferRequestView {
  id: number;
  vehicleId: number;
  vehicleLabel: string;
  status: "pending" | "accepted" | "declined" | "withdrawn" | "expired";
  createdAt: string;
  expiresAt: string;
  direction: "incoming" | "outgoing";
}

/** Records a claim on a vehicle that sits in another garage; asking twice answers the same claim. */
export async function requestTransfer(
  ownerId: string,
  ref: FoundVehicleRef,
): Promise<TransferRequestView> {
  const { vehicleId } = ref;
  const db = database();
  const [vehicle] = await db
    .select({ ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(askedVehicle(ref));
  if (!vehicle) throw new UnknownVehicleError();
  if (vehicle.ownerId === ownerId) throw new VehicleAlreadyYoursError();
  if (vehicle.ownerId === null) {
    throw new VehicleNotInAnotherGarageError();
  }
  // A claim the holder could not accept is not asked: the requester's garage is full.
  if (await db.transaction((tx) => garageIsFull(tx, ownerId))) throw new GarageFullError();
  if (await recentlyDeclined(ownerId, vehicleId, vehicle.ownerId)) {
    throw new TransferRecentlyDeclinedError();
  }
  const holderId = vehicle.ownerId;
  // The holder's notice is written with the claim. Asking again is the same claim: told once.
  const mailIds = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(vehicleTransferRequests)
      .values({ vehicleId, requesterId: ownerId, holderId })
      .onConflictDoNothing()
      .returning({ id: vehicleTransferRequests.id });
    if (recorded.length === 0) return [];
    const label = await vehicleLabelOf(tx, vehicleId);
    return [await enqueueTransferMail(tx, "requested", holderId, label)];
  });
  const [request] = await transferRequests(ownerId, vehicleId);
  if (!request) throw new TransferNotFoundError();
  await sendTransferMailsNow(mailIds);
  return request;
}

/** The vehicle as both parties read it: its model and plate, never its chassi. */
/** How long a declined requester waits before asking the same holder for the same vehicle again. */
const reaskAfterDeclineHours = 24;

/** Whether this holder declined this requester's claim on the vehicle within the waiting time. */
async function recentlyDeclined(
  requesterId: string,
  vehicleId: number,
  holderId: string,
): Promise<boolean> {
  const since = new Date(Date.now() - reaskAfterDeclineHours * 3_600_000);
  const declined = await database().$count(
    vehicleTransferRequests,
    and(
      eq(vehicleTransferRequests.vehicleId, vehicleId),
      eq(vehicleTransferRequests.requesterId, requesterId),
      eq(vehicleTransferRequests.holderId, holderId),
      eq(vehicleTransferRequests.status, "declined"),
      gt(vehicleTransferRequests.decidedAt, since),
    ),
  );
  return declined > 0;
}

/** Pending claims this owner made or received (optionally for one vehicle). */
export async function transferRequests(
  ownerId: string,
  vehicleId?: number,
): Promise<TransferRequestView[]> {
  const rows = await database()
    .select({
      id: vehicleTransferRequests.id,
      vehicleId: vehicleTransferRequests.vehicleId,
      requesterId: vehicleTransferRequests.requesterId,
      status: vehicleTransferRequests.status,
      createdAt: vehicleTransferRequests.createdAt,
      modelName: vehicleModels.name,
      plate: vehicles.plate,
    })
    .from(vehicleTransferRequests)
    .innerJoin(vehicles, eq(vehicles.id, vehicleTransferRequests.vehicleId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(
      and(
        eq(vehicleTransferRequests.status, "pending"),
        or(
          eq(vehicleTransferRequests.requesterId, ownerId),
          eq(vehicleTransferRequests.holderId, ownerId),
        ),
        vehicleId === undefined ? undefined : eq(vehicleTransferRequests.vehicleId, vehicleId),
      ),
    )
    .orderBy(vehicleTransferRequests.id);
  return rows.map((row) => ({
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleLabel: vehicleName(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: transferExpiresAt(row.createdAt).toISOString(),
    direction: row.requesterId === ownerId ? "outgoing" : "incoming",
  }));
}

/**
 * The current owner answers a claim. Accepting moves the vehicle in one transaction guarded by
 * the current owner, so a vehicle removed or already moved meanwhile is a 404, never a silent move.
 * Each requester whose claim was decided is told by e-mail, written with the decision.
 */
export async function decideTransfer<T>(
  ownerId: string,
  requestId: number,
  decision: "accept" | "decline",
  departure: VehicleDeparture<T>,
): Promise<{ handedOver: T } | null> {
  const decided = await database().transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(vehicleTransferRequests)
      .where(
        and(
          eq(vehicleTransferRequests.id, requestId),
          eq(vehicleTransferRequests.holderId, ownerId),
          eq(vehicleTransferRequests.status, "pending"),
        ),
      )
      .for("update");
    if (!request) throw new TransferNotFoundError();
    const vehicleLabel = await vehicleLabelOf(tx, request.vehicleId);
    const decidedAt = new Date();
    if (decision === "decline") {
      await tx
        .update(vehicleTransferRequests)
        .set({ status: "declined", decidedAt })
        .where(eq(vehicleTransferRequests.id, requestId));
      const told = await enqueueTransferMail(tx, "declined", request.requesterId, vehicleLabel);
      return { mailIds: [told], answer: null };
    }
    // Both owners' rows change below. Taken in one order (by id), so two owners accepting each
    // other's requests at once wait for each other instead of deadlocking.
    for (const id of [ownerId, request.requesterId].sort()) await lockOwner(tx, id);
    // The requester's garage may have filled up since the claim: it stays open, undecided.
    if (await garageIsFull(tx, request.requesterId)) throw new RequesterGarageFullError();
    const [moved] = await tx
      .update(vehicles)
      .set({ ownerId: request.requesterId, nickname: null, renavam: null })
      .where(and(eq(vehicles.id, request.vehicleId), eq(vehicles.ownerId, ownerId)))
      .returning({ id: vehicles.id });
    if (!moved) throw new TransferNotFoundError();
    await tx
      .update(vehicleTransferRequests)
      .set({ status: "accepted", decidedAt })
      .where(eq(vehicleTransferRequests.id, requestId));
    // Whoever else asked for the vehicle can no longer have it: their claims end declined.
    const others = await tx
      .update(vehicleTransferRequests)
      .set({ status: "declined", decidedAt })
      .where(
        and(
          eq(vehicleTransferRequests.vehicleId, request.vehicleId),
          eq(vehicleTransferRequests.status, "pending"),
          ne(vehicleTransferRequests.id, requestId),
        ),
      )
      .returning({ requesterId: vehicleTransferRequests.requesterId });
    await selectAnotherVehicle(tx, ownerId, request.vehicleId);
    await tx
      .update(owners)
      .set({ selectedVehicleId: request.vehicleId })
      .where(and(inArray(owners.id, [request.requesterId]), isNull(owners.selectedVehicleId)));
    const answer = { handedOver: await departure(tx, request.vehicleId) };
    const mailIds = [await enqueueTransferMail(tx, "accepted", request.requesterId, vehicleLabel)];
    for (const other of others) {
      mailIds.push(await enqueueTransferMail(tx, "declined", other.requesterId, vehicleLabel));
    }
    return { mailIds, answer };
  });
  await sendTransferMailsNow(decided.mailIds);
  return decided.answer;
}
