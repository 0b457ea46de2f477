import "server-only";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { database } from "@/db";
import { owners, ownerTermsAcceptances } from "@/db/schema";
import { currentTermsOfUse } from "../domain/terms";

export interface OwnerStatus {
  /** The name saved last (Minha conta or a login); undefined when the row has none yet. */
  name?: string;
  /** SPEC.md's newUser: no vehicle registration finished yet. */
  newUser: boolean;
  /** The current terms of use were not accepted yet. */
  termsPending: boolean;
}

/**
 * On each login: the owner row exists from then on, and the terms accepted at sign-up on the
 * provider are recorded the first time the storefront sees them. `name`, from a token the
 * provider has just issued, is the provider's current one and replaces the one kept.
 */
export async function upsertOwnerOnLogin(
  ownerId: string,
  termsVersion?: string,
  name?: string,
): Promise<void> {
  const db = database();
  const signedInAt = new Date();
  await db
    .insert(owners)
    .values({ id: ownerId, name, signedInAt })
    .onConflictDoUpdate({ target: owners.id, set: name ? { name, signedInAt } : { signedInAt } });
  if (termsVersion) await recordTermsAcceptance(ownerId, termsVersion);
}

export async function recordTermsAcceptance(ownerId: string, version: string): Promise<void> {
  const db = database();
  const [existing] = await db
    .select({ id: ownerTermsAcceptances.id })
    .from(ownerTermsAcceptances)
    .where(
      and(eq(ownerTermsAcceptances.ownerId, ownerId), eq(ownerTermsAcceptances.version, version)),
    )
    .limit(1);
  if (!existing) await db.insert(ownerTermsAcceptances).values({ ownerId, version });
}

export async function acceptedTermsVersion(ownerId: string): Promise<string | undefined> {
  const [row] = await database()
    .select({ version: ownerTermsAcceptances.version })
    .from(ownerTermsAcceptances)
    .where(eq(ownerTermsAcceptances.ownerId, ownerId))
    .orderBy(desc(ownerTermsAcceptances.acceptedAt), desc(ownerTermsAcceptances.id))
    .limit(1);
  return row?.version;
}

/** Which sessions still open the account after a password change (see recordSessionCutoff). */
export interface SessionCutoff {
  /** Tokens issued before this instant (epoch ms) are refused... */
  validFrom: number;
  /** ...except the one with this SHA-256, of the session that changed the password. */
  keptTokenHash?: string;
}

/** The owner's status, or undefined when the owner row is gone (the account was deleted). */
export async function ownerStatus(
  ownerId: string,
): Promise<(OwnerStatus & { sessionCutoff?: SessionCutoff }) | undefined> {
  const current = currentTermsOfUse().version;
  const [row] = await database()
    .select({
      name: owners.name,
      registrationCompletedAt: owners.registrationCompletedAt,
      acceptedVersion: ownerTermsAcceptances.version,
      sessionsValidFrom: owners.sessionsValidFrom,
      keptSessionHash: owners.keptSessionHash,
    })
    .from(owners)
    .leftJoin(
      ownerTermsAcceptances,
      and(eq(ownerTermsAcceptances.ownerId, owners.id), eq(ownerTermsAcceptances.version, current)),
    )
    .where(eq(owners.id, ownerId))
    .limit(1);
  if (!row) return undefined;
  return {
    name: row.name ?? undefined,
    newUser: row.registrationCompletedAt === null,
    termsPending: row.acceptedVersion === null,
    ...(row.sessionsValidFrom
      ? {
          sessionCutoff: {
            validFrom: row.sessionsValidFrom.getTime(),
            keptTokenHash: row.keptSessionHash ?? undefined,
          },
        }
      : {}),
  };
}

/**
 * After a password change, every other session of the owner ends: a session taken with the old
 * password (a stolen cookie, a shared computer) would otherwise keep the account for its hour.
 * Token times count in whole seconds, so the cut-off is this second's start: a cut-off ahead of
 * the clock would refuse the very login that follows, and send its browser round the login again.
 */
export async function recordSessionCutoff(ownerId: string, keptTokenHash: string): Promise<void> {
  const validFrom = new Date(Math.floor(Date.now() / 1000) * 1000);
  await database()
    .update(owners)
    .set({ sessionsValidFrom: validFrom, keptSessionHash: keptTokenHash })
    .where(eq(owners.id, ownerId));
}

/**
 * After a password reset at the provider, every session of the owner opened before it ends, with
 * none kept: the reset was made away from the site, by whoever holds the mailbox. A cut-off
 * already later stands; a replayed notice then changes nothing.
 */
export async function endOwnerSessionsBefore(ownerId: string, endedAt: number): Promise<void> {
  const validFrom = new Date(Math.floor(endedAt / 1000) * 1000);
  await database()
    .update(owners)
    .set({ sessionsValidFrom: validFrom, keptSessionHash: null })
    .where(
      and(
        eq(owners.id, ownerId),
        or(isNull(owners.sessionsValidFrom), lt(owners.sessionsValidFrom, validFrom)),
      ),
    );
}

/** The name the header greets from now on: saved in Minha conta, outliving the token's. */
export async function recordOwnerName(ownerId: string, name: string): Promise<void> {
  await database().update(owners).set({ name }).where(eq(owners.id, ownerId));
}
