import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { createRemoteJWKSet } from "jose";
import { config } from "@/lib/config";
import { authCookies } from "../domain/auth-cookies";
import { oidcConfiguration } from "./oidc";
import { ownerStatus, type OwnerStatus } from "./owners";
import { verifyIdToken, type VerifiedIdentity } from "./token-verification";
import { processSlot } from "@/lib/process-state";

export interface Session {
  userId: string;
  name: string;
  expiresAt: number;
}

export interface OwnerSession extends Session, OwnerStatus {}

const jwksSlot = processSlot<ReturnType<typeof createRemoteJWKSet>>("identity.jwks");

async function keySet() {
  const known = jwksSlot.get();
  if (known) return known;
  const { jwks_uri } = (await oidcConfiguration()).serverMetadata();
  if (!jwks_uri) throw new Error("provider publishes no jwks_uri");
  return jwksSlot.set(createRemoteJWKSet(new URL(jwks_uri)));
}

/** A token verified against the provider's published keys, its issuer and our client id. */
export async function verifyToken(
  token: string | undefined,
): Promise<VerifiedIdentity | undefined> {
  if (!token) return undefined;
  const { OIDC_ISSUER, OIDC_CLIENT_ID } = config();
  try {
    return await verifyIdToken(token, {
      keySet: await keySet(),
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
    });
  } catch {
    return undefined;
  }
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
  if (expiresAt <= Date.now()) return null;
  const status = await ownerStatus(identity.userId);
  if (!status) return null;
  return { userId: identity.userId, name: identity.name, expiresAt, ...status };
});

/** The visitor's session from a verified identity token (signature, issuer, audience, expiry). */
export async function getSession(): Promise<Session | null> {
  const session = await getOwnerSession();
  return session
    ? { userId: session.userId, name: session.name, expiresAt: session.expiresAt }
    : null;
}
