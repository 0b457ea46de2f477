import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { database } from "@/db";
import { owners, registrationProgress, vehicles } from "@/db/schema";
import {
  defaultRegisterMax,
  longRegisterMax,
  registerStepKind,
  registerStepOf,
} from "../domain/register-stepper";
import { DealerRequiredError, UnknownVehicleError } from "../domain/errors";
import { foundVehicle, searchVehicle, type FoundVehicle } from "./vehicle-service";
import { vinCheckLimit } from "./vin-check-limit";

export interface RegistrationState {
  step: number;
  max: number;
  /** The vehicle found at "Cadastrar veículo" and not yet confirmed. */
  vehicle: FoundVehicle | null;
  completed: boolean;
  favouriteDealerId: number | null;
}

export async function registrationState(ownerId: string): Promise<RegistrationState> {
  const [row] = await database()
    .select({
      step: owners.registrationStep,
      completedAt: owners.registrationCompletedAt,
      favouriteDealerId: owners.favouriteDealerId,
      max: registrationProgress.maxStep,
      vehicleId: registrationProgress.vehicleId,
      vin: vehicles.vin,
    })
    .from(owners)
    .leftJoin(registrationProgress, eq(registrationProgress.ownerId, owners.id))
    .leftJoin(vehicles, eq(vehicles.id, registrationProgress.vehicleId))
    .where(eq(owners.id, ownerId));
  const max = row?.max === longRegisterMax ? longRegisterMax : defaultRegisterMax;
  const completed = Boolean(row?.completedAt);
  const found = row?.vin ? await searchVehicle(ownerId, { kind: "vin", vin: row.vin }) : null;
  // A registered owner's addition ends once its vehicle is in the garage: the next "Adicionar
  // veículo" starts afresh, not on the dealer step of the car already added.
  if (completed && found?.standing === "yours") {
    return {
      step: 1,
      max: defaultRegisterMax,
      vehicle: null,
      completed,
      favouriteDealerId: row?.favouriteDealerId ?? null,
    };
  }
  const vehicle =
    completed || found?.standing === "free" || found?.standing === "yours"
      ? found
      : ((await garageVehicleFound(ownerId)) ?? found);
  const savedStep = Math.min(Math.max(row?.step ?? 1, 1), max);
  // A vehicle found by its plate is not kept until its chassi is typed (decision 023): a visit
  // that left on a step about that vehicle resumes at the search, which finds it again.
  const aboutTheVehicle = ["completeInformation", "confirmVehicle"].includes(
    registerStepKind(savedStep, max),
  );
  return {
    step: !vehicle && aboutTheVehicle ? registerStepOf("registerVehicle", max) : savedStep,
    max,
    vehicle,
    completed,
    favouriteDealerId: row?.favouriteDealerId ?? null,
  };
}

/**
 * A first registration counts a vehicle already in the garage (a transfer accepted while the owner
 * was away) as its vehicle, so the owner goes on with it instead of searching for it again.
 */
async function garageVehicleFound(ownerId: string): Promise<FoundVehicle | null> {
  const [owned] = await database()
    .select({ vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.ownerId, ownerId))
    .orderBy(desc(vehicles.id))
    .limit(1);
  return owned ? searchVehicle(ownerId, { kind: "vin", vin: owned.vin }) : null;
}

async function savedVehicleId(ownerId: string): Promise<number | null> {
  const [row] = await database()
    .select({ vehicleId: registrationProgress.vehicleId })
    .from(registrationProgress)
    .where(eq(registrationProgress.ownerId, ownerId));
  return row?.vehicleId ?? null;
}

/** Keeps the step (and the path length and found vehicle) so a later visit resumes there. */
export async function saveRegistrationStep(
  ownerId: string,
  progress: { step: number; max: number; vehicleId?: number | null; vin?: string },
): Promise<RegistrationState> {
  const step = Math.min(progress.step, progress.max);
  if (progress.vehicleId && progress.vehicleId !== (await savedVehicleId(ownerId))) {
    // Naming a vehicle by its chassi answers whether that chassi is the vehicle's: a guess.
    await vinCheckLimit.consume({ account: ownerId });
    // The vehicle found is kept with its chassi, as a claim takes it: the state read back names
    // its chassi and plate, which an id alone, or with its plate, must not reveal (decision 023).
    const [exists] = await database()
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(foundVehicle({ vehicleId: progress.vehicleId, vin: progress.vin ?? "" }));
    if (!exists) throw new UnknownVehicleError();
  }
  await database().transaction(async (tx) => {
    await tx.update(owners).set({ registrationStep: step }).where(eq(owners.id, ownerId));
    await tx
      .insert(registrationProgress)
      .values({ ownerId, maxStep: progress.max, vehicleId: progress.vehicleId ?? null })
      .onConflictDoUpdate({
        target: registrationProgress.ownerId,
        set: {
          maxStep: progress.max,
          updatedAt: new Date(),
          ...(progress.vehicleId === undefined ? {} : { vehicleId: progress.vehicleId }),
        },
      });
  });
  return registrationState(ownerId);
}

/** The last step: the owner stops being SPEC.md's newUser once a favourite dealer is chosen. */
export async function completeRegistration(ownerId: string): Promise<RegistrationState> {
  const [row] = await database()
    .update(owners)
    .set({
      registrationCompletedAt: sql`coalesce(${owners.registrationCompletedAt}, now())`,
      registrationStep: 1,
    })
    .where(sql`${owners.id} = ${ownerId} and ${owners.favouriteDealerId} is not null`)
    .returning({ id: owners.id });
  if (!row) throw new DealerRequiredError();
  await database().delete(registrationProgress).where(eq(registrationProgress.ownerId, ownerId));
  return registrationState(ownerId);
}
