import "server-only";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import {
  dealers,
  owners,
  registrationProgress,
  vehicleMileageReadings,
  vehicles,
  vehicleTransferRequests,
} from "@/db/schema";
import type { MileageUpdate, VehicleLookup } from "../schemas";
import { isUniqueViolation } from "@/lib/http/database-errors";
import {
  GarageFullError,
  MileageBelowLastError,
  RenavamTakenError,
  UnknownVehicleError,
  VehicleInAnotherGarageError,
  VehicleNotInGarageError,
} from "../domain/errors";
import { maxVehiclesPerOwner } from "../domain/garage-limit";
import { formatPlate, normalizePlate } from "../domain/plate";
import { vehiclePictureUrl } from "../domain/vehicle-paint";
import { lapseClaims } from "./transfer-claims";
import { sendTransferMailsNow, tellClaimsReleased } from "./transfer-mail";
import { toGarageVehicle, vehicleRows, type GarageVehicle } from "./vehicle-shape";
import { brasiliaIsoDay } from "@/lib/format";

export type VehicleStanding = "free" | "yours" | "elsewhere";

export interface FoundVehicle {
  id: number;
  /** Withheld (null) for a vehicle not the caller's found by its plate (decision 023). */
  vin: string | null;
  plate: string | null;
  modelName: string;
  /** The model's drawing in the vehicle's registered colour. */
  imageUrl: string;
  versionName: string;
  modelYear: number;
  color: string;
  /**
   * Withheld for a vehicle in someone else's garage, and for one not the caller's found by its
   * plate: when it was sold is its owner's to tell.
   */
  soldOn: string | null;
  standing: VehicleStanding;
  /** True when this owner already asked for it and the current owner has not answered. */
  transferPending: boolean;
  /**
   * The last registered reading, which a new one is checked against; not told of someone else's,
   * nor of one not the caller's found by its plate.
   */
  mileageKm: number | null;
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
  // A plate is on every street: found by it, a vehicle that is not the caller's (free or in
  // another garage) shows its model, not its chassi (whoever has the document types it, and only
  // the chassi adds a free one) nor its sale date and last reading. Someone else's vehicle keeps
  // these to itself whichever way it was found.
  const byPlateNotYours = lookup.kind === "plate" && standing !== "yours";
  const withheld = byPlateNotYours || standing === "elsewhere";
  return {
    id: row.id,
    vin: byPlateNotYours ? null : row.vin,
    plate: row.plate ? formatPlate(row.plate) : null,
    modelName: row.modelName,
    imageUrl: vehiclePictureUrl(row),
    versionName: row.versionName,
    modelYear: row.modelYear,
    color: row.color,
    soldOn: withheld ? null : row.soldOn,
    standing,
    transferPending: pending.length > 0,
    mileageKm: withheld ? null : row.mileageKm,
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

/** A vehicle the owner found, by the id and chassi its search answered. */
export interface FoundVehicleRef {
  vehicleId: number;
  vin: string;
}

/**
 * The registry row of an id with the chassi it goes with: a wrong pair is an unknown vehicle. A
 * plate is on every street, so it never stands for the chassi where the vehicle is taken (a claim,
 * the registration's vehicle): only whoever holds the car's document (CRLV) can type its chassi.
 */
export const foundVehicle = ({ vehicleId, vin }: FoundVehicleRef) =>
  and(eq(vehicles.id, vehicleId), eq(vehicles.vin, vin));

/**
 * The same row named by its chassi or by the plate it was found by (its chassi then withheld):
 * for a transfer request, which moves nothing until the current owner accepts it.
 */
export const askedVehicle = ({ vehicleId, vin }: FoundVehicleRef) =>
  and(
    eq(vehicles.id, vehicleId),
    or(eq(vehicles.vin, vin), eq(vehicles.plate, normalizePlate(vin))),
  );

/**
 * Holds the owner's row until the transaction ends, so two vehicles arriving at once are counted
 * one after the other, never both against the same count.
 */
export async function lockOwner(tx: DatabaseTransaction, ownerId: string) {
  await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for("update");
}

/** How many vehicles the owner's garage holds, as the transaction sees it. */
async function garageSize(tx: DatabaseTransaction, ownerId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(eq(vehicles.ownerId, ownerId));
  return Number(row?.count ?? 0);
}

/** Whether the owner's garage holds the most vehicles one owner may have. */
export async function garageIsFull(tx: DatabaseTransaction, ownerId: string): Promise<boolean> {
  return (await garageSize(tx, ownerId)) >= maxVehiclesPerOwner;
}

/**
 * Puts a free vehicle in this owner's garage. The claim is one conditional update, so two owners
 * racing for the same vehicle cannot both win; a vehicle in another garage is a 409 that the
 * client turns into a transfer request. A garage holds at most `maxVehiclesPerOwner` (422).
 */
export async function addVehicle(ownerId: string, ref: FoundVehicleRef): Promise<GarageVehicle> {
  const { vehicleId } = ref;
  const db = database();
  const claimed = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const [row] = await tx
      .update(vehicles)
      .set({ ownerId, nickname: null })
      .where(and(foundVehicle(ref), isNull(vehicles.ownerId)))
      .returning({ id: vehicles.id });
    if (!row) return false;
    // Counted with the claimed vehicle in: one over the limit undoes the claim.
    if ((await garageSize(tx, ownerId)) > maxVehiclesPerOwner) throw new GarageFullError();
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
      .where(foundVehicle(ref));
    if (!current) throw new UnknownVehicleError();
    if (current.ownerId !== ownerId) throw new VehicleInAnotherGarageError();
  }
  return ownedVehicle(ownerId, vehicleId);
}

/**
 * A vehicle leaving a garage stops being the one its page shows: the garage's first remaining
 * vehicle takes its place, or none.
 */
export async function selectAnotherVehicle(
  tx: DatabaseTransaction,
  ownerId: string,
  leavingVehicleId: number,
) {
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
        or(eq(owners.selectedVehicleId, leavingVehicleId), isNull(owners.selectedVehicleId)),
      ),
    );
}

/**
 * What else leaves with a vehicle (its bookings to come), run in the same transaction as the move
 * so both happen or neither does. Garage code does not know scheduling; the route joins them.
 */
export type VehicleDeparture<T> = (tx: DatabaseTransaction, vehicleId: number) => Promise<T>;

/**
 * Takes a vehicle out of this owner's garage; it becomes free to claim, open claims lapse (their
 * requesters are told by e-mail), and what the owner typed about it (nickname, RENAVAM) leaves
 * with them.
 */
export async function removeVehicle<T>(
  ownerId: string,
  vehicleId: number,
  departure: VehicleDeparture<T>,
): Promise<T> {
  const removed = await database().transaction(async (tx) => {
    // The RENAVAM goes with the owner who typed it, as on account deletion (decision 021): with the
    // plate it opens the car's fines and taxes at the DETRAN, and the next owner types their own.
    const [row] = await tx
      .update(vehicles)
      .set({ ownerId: null, nickname: null, renavam: null })
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
      .returning({ id: vehicles.id });
    if (!row) throw new VehicleNotInGarageError();
    // Whoever was waiting for the owner's answer may now register the vehicle themselves.
    const mailIds = await tellClaimsReleased(tx, await lapseClaims(tx, vehicleId));
    await selectAnotherVehicle(tx, ownerId, vehicleId);
    return { mailIds, departed: await departure(tx, vehicleId) };
  });
  await sendTransferMailsNow(removed.mailIds);
  return removed.departed;
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

export async function setRenavam(ownerId: string, vehicleId: number, renavam: string) {
  try {
    return await updateOwnedVehicle(ownerId, vehicleId, { renavam });
  } catch (error) {
    // The unique index is the one check, for two owners saving the same number at once too.
    if (isUniqueViolation(error, "vehicles_renavam_key")) throw new RenavamTakenError();
    throw error;
  }
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
      readOn: brasiliaIsoDay(),
      source: "owner",
      confirmedLower: confirmLower,
      recordedBy: ownerId,
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

/** The car's revisions on record, newest first, each with the dealer that did it when known. */
export function revisionReadings(vehicleId: number) {
  return database()
    .select({
      readOn: vehicleMileageReadings.readOn,
      mileageKm: vehicleMileageReadings.mileageKm,
      dealerName: dealers.name,
    })
    .from(vehicleMileageReadings)
    .leftJoin(dealers, eq(dealers.id, vehicleMileageReadings.dealerId))
    .where(
      and(
        eq(vehicleMileageReadings.vehicleId, vehicleId),
        eq(vehicleMileageReadings.source, "revision"),
      ),
    )
    .orderBy(desc(vehicleMileageReadings.readOn));
}
