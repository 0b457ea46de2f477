import "server-only";
import { eq } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import {
  accountDeletions,
  ownerProfiles,
  owners,
  ownerTermsAcceptances,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { currentTermsOfUse } from "@/features/identity";
import {
  acceptedTermsVersion,
  endDeletedOwnerSessions,
  recordOwnerName,
  recordTermsAcceptance,
} from "@/features/identity/server";
import { logger } from "@/lib/logger";
import { TermsChangedError } from "../domain/errors";
import type { AccountView } from "../schemas";
import type { accountUpdateSchema } from "../schemas";
import type { z } from "zod";
import { identityAccounts } from "./identity-accounts";
import { ownerRecords } from "./owner-records";

type AccountUpdate = z.output<typeof accountUpdateSchema>;

async function profileOf(ownerId: string) {
  const [profile] = await database()
    .select()
    .from(ownerProfiles)
    .where(eq(ownerProfiles.ownerId, ownerId))
    .limit(1);
  return profile;
}

export async function getAccount(ownerId: string): Promise<AccountView> {
  const [account, profile, termsVersion] = await Promise.all([
    identityAccounts.get(ownerId),
    profileOf(ownerId),
    acceptedTermsVersion(ownerId),
  ]);
  return {
    name: account.name,
    email: account.email,
    cpf: account.cpf,
    phone: account.phone,
    address: {
      cep: profile?.cep ?? null,
      street: profile?.street ?? null,
      number: profile?.number ?? null,
      complement: profile?.complement ?? null,
      district: profile?.district ?? null,
      city: profile?.city ?? null,
      state: profile?.state ?? null,
    },
    contactPreference: (profile?.contactPreference ?? 1) as 1 | 2 | 3,
    revisionReminders: profile?.revisionReminders ?? true,
    termsVersion: termsVersion ?? account.termsVersion ?? null,
  };
}

export async function updateAccount(ownerId: string, input: AccountUpdate): Promise<AccountView> {
  await identityAccounts.update(ownerId, { name: input.name, cpf: input.cpf, phone: input.phone });
  // The header greets by this name from the next page on, not from the next login.
  await recordOwnerName(ownerId, input.name);
  const values = {
    cep: input.address.cep ?? null,
    street: input.address.street ?? null,
    number: input.address.number ?? null,
    complement: input.address.complement ?? null,
    district: input.address.district ?? null,
    city: input.address.city ?? null,
    state: input.address.state ?? null,
    contactPreference: input.contactPreference,
    ...(input.revisionReminders === undefined
      ? {}
      : { revisionReminders: input.revisionReminders }),
    updatedAt: new Date(),
  };
  await database()
    .insert(ownerProfiles)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: ownerProfiles.ownerId, set: values });
  return getAccount(ownerId);
}

export async function acceptCurrentTerms(ownerId: string, version: string): Promise<string> {
  const current = currentTermsOfUse().version;
  if (version !== current) throw new TermsChangedError();
  await recordTermsAcceptance(ownerId, current);
  await identityAccounts.update(ownerId, { termsVersion: current }).catch((error: unknown) => {
    // The storefront's record is the one that gates pages; the provider's copy catches up later.
    logger().warn({ err: error }, "terms version not copied to the identity provider");
  });
  return current;
}

/** LGPD: everything the storefront and the provider hold about the owner. */
export async function exportAccountData(ownerId: string): Promise<Record<string, unknown>> {
  const db = database();
  const [account, profile, owner, ownedVehicles, acceptances, records] = await Promise.all([
    identityAccounts.get(ownerId),
    profileOf(ownerId),
    db.select().from(owners).where(eq(owners.id, ownerId)).limit(1),
    db
      .select({
        vin: vehicles.vin,
        plate: vehicles.plate,
        renavam: vehicles.renavam,
        model: vehicleModels.name,
        version: vehicles.versionName,
        modelYear: vehicles.modelYear,
        color: vehicles.color,
        nickname: vehicles.nickname,
        mileageKm: vehicles.mileageKm,
      })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(eq(vehicles.ownerId, ownerId)),
    db
      .select({
        version: ownerTermsAcceptances.version,
        acceptedAt: ownerTermsAcceptances.acceptedAt,
      })
      .from(ownerTermsAcceptances)
      .where(eq(ownerTermsAcceptances.ownerId, ownerId)),
    ownerRecords(ownerId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      cpf: account.cpf,
      mobilePhone: account.phone,
    },
    address: profile
      ? {
          cep: profile.cep,
          street: profile.street,
          number: profile.number,
          complement: profile.complement,
          district: profile.district,
          city: profile.city,
          state: profile.state,
        }
      : null,
    contactPreference: profile?.contactPreference ?? 1,
    revisionReminders: profile?.revisionReminders ?? true,
    registration: owner[0]
      ? {
          createdAt: owner[0].createdAt,
          registrationCompletedAt: owner[0].registrationCompletedAt,
          lastSignedInAt: owner[0].signedInAt,
          favouriteDealerId: owner[0].favouriteDealerId,
        }
      : null,
    vehicles: ownedVehicles,
    termsOfUseAcceptances: acceptances,
    ...records,
  };
}

/**
 * LGPD deletion: the provider's account (and its sessions) first, once it has checked the
 * current password, so that a refusal leaves everything in place; then the owner row (the
 * registry's vehicles lose their owner; rows of other features cascade from owners) with every
 * session of the account, and a record that a deletion happened, with no personal data. `leaving` runs first in the same
 * transaction, for what other features do about the owner's rows before they cascade away.
 */
export async function deleteAccount<T>(
  ownerId: string,
  currentPassword: string,
  leaving: (tx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  await identityAccounts.remove(ownerId, currentPassword);
  const db = database();
  return db.transaction(async (tx) => {
    const left = await leaving(tx);
    const released = await tx
      .update(vehicles)
      .set({ ownerId: null, nickname: null, renavam: null })
      .where(eq(vehicles.ownerId, ownerId))
      .returning({ id: vehicles.id });
    await tx.delete(owners).where(eq(owners.id, ownerId));
    await endDeletedOwnerSessions(tx, ownerId);
    await tx.insert(accountDeletions).values({ vehiclesReleased: released.length });
    return left;
  });
}
