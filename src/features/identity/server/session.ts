import "server-only";
import { createHash } from "node:crypto";
import { inArray, lt } from "drizzle-orm";
import { cookies } from "next/headers";
import { cache } from "react";
import { database, type DatabaseTransaction } from "@/db";
import { endedSessions } from "@/db/schema";
import { config } from "@/lib/config";
import { authCookies } from "../domain/auth-cookies";
import { providerKeySet } from "./oidc";
import { ownerStatus, recordSessionCutoff, type OwnerStatus } from "./owners";
import { verifyIdToken, type VerifiedIdentity } from "./token-verification";

export interface Session {
  userId: string;
  name: string;
  expiresAt: number;
}

export interface OwnerSession extends Session, Omit<OwnerStatus, "name"> {
  /** The account's verified e-mail as of this login (its token's hour). */
  email?: string;
}

/** A token verified against the provider's published keys, its issuer and our client id. */
export async function verifyToken(
  token: string | undefined,
): Promise<VerifiedIdentity | undefined> {
  if (!token) return undefined;
  const { OIDC_ISSUER, OIDC_CLIENT_ID } = config();
  try {
    return await verifyIdToken(token, {
      keySet: await providerKeySet(),
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
    });
  } catch {
    return undefined;
  }
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The key a provider's session id is kept under in ended_sessions: hashed like a token, and marked
 * so that no token can ever hash to it.
 */
const providerSessionKey = (sessionId: string) => tokenHash(`sid:${sessionId}`);

/** The key that ends every session of a deleted account, marked like the provider session's. */
const deletedOwnerKey = (ownerId: string) => tokenHash(`deleted:${ownerId}`);

/** A provider session lives a day at most (its Session TTL), and its ID tokens with it. */
const providerSessionLifetimeMs = 24 * 3600 * 1000;

/**
 * Whether the browser that held this token logged out: with the token itself (see endSession), or
 * at the provider, which named its session in a back-channel logout (see endProviderSession); or
 * whether its account was deleted (see endDeletedOwnerSessions).
 */
export async function sessionEnded(
  token: string,
  identity: Pick<VerifiedIdentity, "userId" | "sessionId">,
): Promise<boolean> {
  const keys = [
    tokenHash(token),
    deletedOwnerKey(identity.userId),
    ...(identity.sessionId ? [providerSessionKey(identity.sessionId)] : []),
  ];
  const [row] = await database()
    .select({ hash: endedSessions.tokenHash })
    .from(endedSessions)
    .where(inArray(endedSessions.tokenHash, keys))
    .limit(1);
  return row !== undefined;
}

async function recordEnded(key: string, expiresAt: Date): Promise<void> {
  const db = database();
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
  await db.insert(endedSessions).values({ tokenHash: key, expiresAt }).onConflictDoNothing();
}

/**
 * Ends every storefront session opened by one login at the provider (its `sid`): the provider
 * said, by a back-channel logout, that this login is over.
 */
export async function endProviderSession(sessionId: string): Promise<void> {
  await recordEnded(
    providerSessionKey(sessionId),
    new Date(Date.now() + providerSessionLifetimeMs),
  );
}

/**
 * The account is being deleted (in `tx`, with its owner row): every token of it, in any browser
 * or brought in a URL, is refused from now on, and none brings the row back. Kept for a provider
 * session's day, the longest its tokens can be handed out; only a hash of the account's random id.
 */
export async function endDeletedOwnerSessions(
  tx: DatabaseTransaction,
  ownerId: string,
): Promise<void> {
  const expiresAt = new Date(Date.now() + providerSessionLifetimeMs);
  await tx
    .insert(endedSessions)
    .values({ tokenHash: deletedOwnerKey(ownerId), expiresAt })
    .onConflictDoUpdate({ target: endedSessions.tokenHash, set: { expiresAt } });
}

/**
 * Ends a session for good: the token stays refused until it expires, so a copy of it taken before
 * the logout no longer opens the account. Clearing the cookies alone left it valid for the hour.
 */
export async function endSession(token: string | undefined): Promise<void> {
  const identity = await verifyToken(token);
  if (!token || !identity) return;
  await recordEnded(tokenHash(token), new Date(identity.expiresAt));
}

/**
 * The owner's session from a verified identity token and a live owner row (a deleted account's
 * tokens stop working at once), with SPEC.md's newUser and the terms status.
 */
export const getOwnerSession = cache(async function getOwnerSession(
  idToken?: string,
): Promise<OwnerSession | null> {
  // A token from a header stands alone; the cookies are read only for the page's own session.
  const store = idToken === undefined ? await cookies() : undefined;
  const token = idToken ?? store?.get(authCookies.idToken)?.value;
  const cookieExpiry = Number(store?.get(authCookies.expiresAt)?.value);
  const identity = await verifyToken(token);
  if (!identity) return null;
  const expiresAt =
    idToken === undefined && Number.isFinite(cookieExpiry)
      ? Math.min(cookieExpiry, identity.expiresAt)
      : identity.expiresAt;
  if (expiresAt <= Date.now() || !token) return null;
  const [status, ended] = await Promise.all([
    ownerStatus(identity.userId),
    sessionEnded(token, identity),
  ]);
  if (!status || ended) return null;
  const { name = identity.name, sessionCutoff, ...rest } = status;
  if (
    sessionCutoff &&
    identity.issuedAt < sessionCutoff.validFrom &&
    tokenHash(token) !== sessionCutoff.keptTokenHash
  ) {
    return null;
  }
  // The token's name is that of its login; the row's follows Minha conta at once.
  return { userId: identity.userId, name, email: identity.email, expiresAt, ...rest };
});

/**
 * Ends every session of the owner but the one making this call (its `token` header, else the
 * browser's cookie): the password has just changed.
 */
export async function endOtherSessions(request: Request, ownerId: string): Promise<void> {
  const token = request.headers.get("token") ?? (await cookies()).get(authCookies.idToken)?.value;
  if (token) await recordSessionCutoff(ownerId, tokenHash(token));
}

/** The visitor's session from a verified identity token (signature, issuer, audience, expiry). */
export async function getSession(): Promise<Session | null> {
  const session = await getOwnerSession();
  return session
    ? { userId: session.userId, name: session.name, expiresAt: session.expiresAt }
    : null;
}
