import "server-only";
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import {
  owners,
  registrationProgress,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
  vehicleTransferRequests,
} from "@/db/schema";
import type { MileageUpdate, VehicleLookup } from "../schemas";
import {
  MileageBelowLastError,
  TransferNotFoundError,
  UnknownVehicleError,
  VehicleAlreadyYoursError,
  VehicleInAnotherGarageError,
  VehicleNotInAnotherGarageError,
  VehicleNotInGarageError,
} from "../domain/errors";
import { formatPlate } from "../domain/plate";
import { toGarageVehicle, vehicleRows, type GarageVehicle } from "./vehicle-shape";

export type VehicleStanding = "free" | "yours" | "elsewhere";

export interface FoundVehicle {
  id: number;
  vin: string;
  plate: string | null;
  modelName: string;
  imageUrl: string;
  versionName: string;
  modelYear: number;
  color: string;
  soldOn: string;
  standing: VehicleStanding;
  /** True when this owner already asked for it and the current owner has not answered. */
  transferPending: boolean;
  /** The last registered reading, which a new one is checked against; not told of someone else's. */
  mileageKm: number | null;
}

function today(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

/** A vehicle of the registry by chassi or plate, with whose garage it is in (never who owns it). */
export async function searchVehicle(ownerId: string, lookup: VehicleLookup): Promise<FoundVehicle> {
  const where =
    lookup.kind === "vin" ? eq(vehicles.vin, lookup.vin) : eq(vehicles.plate, lookup.plate);
  const [row] = await vehicleRows(where, 1);
  if (!row) throw new UnknownVehicleError();
  const standing: VehicleStanding =
    row.ownerId === null ? "free" : row.ownerId === ownerId ? "yours" : "elsewhere";
  const pending =
    standing === "elsewhere"
      ? await database()
          .select({ id: vehicleTransferRequests.id })
          .from(vehicleTransferRequests)
          .where(
            and(
              eq(vehicleTransferRequests.vehicleId, row.id),
              eq(vehicleTransferRequests.requesterId, ownerId),
              eq(vehicleTransferRequests.status, "pending"),
            ),
          )
      : [];
  return {
    id: row.id,
    vin: row.vin,
    plate: row.plate ? formatPlate(row.plate) : null,
    modelName: row.modelName,
    imageUrl: row.imageUrl,
    versionName: row.versionName,
    modelYear: row.modelYear,
    color: row.color,
    soldOn: row.soldOn,
    standing,
    transferPending: pending.length > 0,
    mileageKm: standing === "elsewhere" ? null : row.mileageKm,
  };
}

/** One of this owner's vehicles; someone else's (or an unknown id) is the same 404. */
export async function ownedVehicle(ownerId: string, vehicleId: number): Promise<GarageVehicle> {
  const [row] = await vehicleRows(
    and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)),
    1,
  );
  if (!row) throw new VehicleNotInGarageError();
  return toGarageVehicle(row);
}

export async function garageVehicles(ownerId: string): Promise<GarageVehicle[]> {
  return (await vehicleRows(eq(vehicles.ownerId, ownerId))).map(toGarageVehicle);
}

/** Whether the owner's garage holds a vehicle: /cadastro then speaks to someone adding one more. */
export async function ownsVehicles(ownerId: string): Promise<boolean> {
  const [row] = await database()
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.ownerId, ownerId))
    .limit(1);
  return row !== undefined;
}

/**
 * Puts a free vehicle in this owner's garage. The claim is one conditional update, so two owners
 * racing for the same vehicle cannot both win; a vehicle in another garage is a 409 that the
 * client turns into a transfer request.
 */
export async function addVehicle(ownerId: string, vehicleId: number): Promise<GarageVehicle> {
  const db = database();
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(vehicles)
      .set({ ownerId, nickname: null })
      .where(and(eq(vehicles.id, vehicleId), isNull(vehicles.ownerId)))
      .returning({ id: vehicles.id });
    if (!row) return false;
    await tx.update(owners).set({ selectedVehicleId: vehicleId }).where(eq(owners.id, ownerId));
    await tx
      .update(registrationProgress)
      .set({ vehicleId: null, updatedAt: new Date() })
      .where(eq(registrationProgress.ownerId, ownerId));
    return true;
  });
  if (!claimed) {
    const [current] = await db
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId));
    if (!current) throw new UnknownVehicleError();
    if (current.ownerId !== ownerId) throw new VehicleInAnotherGarageError();
  }
  return ownedVehicle(ownerId, vehicleId);
}

/** Takes a vehicle out of this owner's garage; it becomes free to claim and open claims lapse. */
/**
 * What else leaves with a vehicle (its bookings to come), run in the same transaction as the move
 * so both happen or neither does. Garage code does not know scheduling; the route joins them.
 */
type VehicleDeparture<T> = (tx: DatabaseTransaction, vehicleId: number) => Promise<T>;

export async function removeVehicle<T>(
  ownerId: string,
  vehicleId: number,
  departure: VehicleDeparture<T>,
): Promise<T> {
  return database().transaction(async (tx) => {
    const [row] = await tx
      .update(vehicles)
      .set({ ownerId: null, nickname: null })
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
      .returning({ id: vehicles.id });
    if (!row) throw new VehicleNotInGarageError();
    await tx
      .update(vehicleTransferRequests)
      .set({ status: "withdrawn", decidedAt: new Date() })
      .where(
        and(
          eq(vehicleTransferRequests.vehicleId, vehicleId),
          eq(vehicleTransferRequests.status, "pending"),
        ),
      );
    const [next] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.ownerId, ownerId))
      .orderBy(vehicles.id)
      .limit(1);
    await tx
      .update(owners)
      .set({ selectedVehicleId: next?.id ?? null })
      .where(
        and(
          eq(owners.id, ownerId),
          or(eq(owners.selectedVehicleId, vehicleId), isNull(owners.selectedVehicleId)),
        ),
      );
    return departure(tx, vehicleId);
  });
}

/** Changes what the owner may edit freely on a vehicle of their garage, and only there. */
async function updateOwnedVehicle(
  ownerId: string,
  vehicleId: number,
  change: { nickname: string } | { renavam: string },
) {
  const [row] = await database()
    .update(vehicles)
    .set(change)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
    .returning({ id: vehicles.id });
  if (!row) throw new VehicleNotInGarageError();
  return ownedVehicle(ownerId, vehicleId);
}

export function setNickname(ownerId: string, vehicleId: number, nickname: string) {
  return updateOwnedVehicle(ownerId, vehicleId, { nickname });
}

export function setRenavam(ownerId: string, vehicleId: number, renavam: string) {
  return updateOwnedVehicle(ownerId, vehicleId, { renavam });
}

/**
 * Records an odometer reading. Without confirmation the stored value only ever rises
 * (greatest()), so concurrent edits keep the highest; a lower value needs the owner's
 * confirmation and replaces it, with the reading marked as confirmed lower.
 */
export async function recordMileage(ownerId: string, update: MileageUpdate) {
  const { vehicleId, mileageKm, confirmLower } = update;
  const now = new Date();
  const stored = await database().transaction(async (tx) => {
    const [row] = await tx
      .update(vehicles)
      .set({
        mileageKm: confirmLower ? mileageKm : sql`greatest(${vehicles.mileageKm}, ${mileageKm})`,
        mileageReadAt: now,
      })
      .where(
        and(
          eq(vehicles.id, vehicleId),
          eq(vehicles.ownerId, ownerId),
          confirmLower ? undefined : sql`${vehicles.mileageKm} <= ${mileageKm}`,
        ),
      )
      .returning({ mileageKm: vehicles.mileageKm });
    if (!row) return undefined;
    await tx.insert(vehicleMileageReadings).values({
      vehicleId,
      mileageKm,
      readOn: today(),
      source: "owner",
      confirmedLower: confirmLower,
    });
    return row;
  });
  if (!stored) {
    const vehicle = await ownedVehicle(ownerId, vehicleId);
    const lastKm = vehicle.mileageKm.toLocaleString("pt-BR");
    throw new MileageBelowLastError(lastKm);
  }
  return ownedVehicle(ownerId, vehicleId);
}

export async function selectVehicle(ownerId: string, vehicleId: number): Promise<void> {
  await ownedVehicle(ownerId, vehicleId);
  await database()
    .update(owners)
    .set({ selectedVehicleId: vehicleId })
    .where(eq(owners.id, ownerId));
}

/** The revision readings of a vehicle the caller already knows is the owner's. */
export function revisionReadings(vehicleId: number) {
  return database()
    .select({ readOn: vehicleMileageReadings.readOn, mileageKm: vehicleMileageReadings.mileageKm })
    .from(vehicleMileageReadings)
    .where(
      and(
        eq(vehicleMileageReadings.vehicleId, vehicleId),
        eq(vehicleMileageReadings.source, "revision"),
      ),
    )
    .orderBy(desc(vehicleMileageReadings.readOn));
}

export interface TransferRequestView {
  id: number;
  vehicleId: number;
  vehicleLabel: string;
  status: "pending" | "accepted" | "declined" | "withdrawn";
  createdAt: string;
  direction: "incoming" | "outgoing";
}

/** Records a claim on a vehicle that sits in another garage; asking twice answers the same claim. */
export async function requestTransfer(
  ownerId: string,
  vehicleId: number,
): Promise<TransferRequestView> {
  const db = database();
  const [vehicle] = await db
    .select({ ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw new UnknownVehicleError();
  if (vehicle.ownerId === ownerId) throw new VehicleAlreadyYoursError();
  if (vehicle.ownerId === null) {
    throw new VehicleNotInAnotherGarageError();
  }
  await db
    .insert(vehicleTransferRequests)
    .values({ vehicleId, requesterId: ownerId, holderId: vehicle.ownerId })
    .onConflictDoNothing();
  const [request] = await transferRequests(ownerId, vehicleId);
  if (!request) throw new TransferNotFoundError();
  return request;
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
    vehicleLabel: row.plate ? `${row.modelName} ${formatPlate(row.plate)}` : row.modelName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    direction: row.requesterId === ownerId ? "outgoing" : "incoming",
  }));
}

/**
 * The current owner answers a claim. Accepting moves the vehicle in one transaction guarded by
 * the current owner, so a vehicle removed or already moved meanwhile is a 404, never a silent move.
 */
export async function decideTransfer<T>(
  ownerId: string,
  requestId: number,
  decision: "accept" | "decline",
  departure: VehicleDeparture<T>,
): Promise<{ handedOver: T } | null> {
  return database().transaction(async (tx) => {
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
    const decidedAt = new Date();
    if (decision === "decline") {
      await tx
        .update(vehicleTransferRequests)
        .set({ status: "declined", decidedAt })
        .where(eq(vehicleTransferRequests.id, requestId));
      return null;
    }
    const [moved] = await tx
      .update(vehicles)
      .set({ ownerId: request.requesterId, nickname: null })
      .where(and(eq(vehicles.id, request.vehicleId), eq(vehicles.ownerId, ownerId)))
      .returning({ id: vehicles.id });
    if (!moved) throw new TransferNotFoundError();
    await tx
      .update(vehicleTransferRequests)
      .set({ status: "accepted", decidedAt })
      .where(eq(vehicleTransferRequests.id, requestId));
    await tx
      .update(vehicleTransferRequests)
      .set({ status: "declined", decidedAt })
      .where(
        and(
          eq(vehicleTransferRequests.vehicleId, request.vehicleId),
          eq(vehicleTransferRequests.status, "pending"),
          ne(vehicleTransferRequests.id, requestId),
        ),
      );
    const [next] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.ownerId, ownerId))
      .orderBy(vehicles.id)
      .limit(1);
    await tx
      .update(owners)
      .set({ selectedVehicleId: next?.id ?? null })
      .where(and(eq(owners.id, ownerId), eq(owners.selectedVehicleId, request.vehicleId)));
    await tx
      .update(owners)
      .set({ selectedVehicleId: request.vehicleId })
      .where(and(inArray(owners.id, [request.requesterId]), isNull(owners.selectedVehicleId)));
    return { handedOver: await departure(tx, request.vehicleId) };
  });
}
