import "server-only";
import { cookies } from "next/headers";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { config } from "@/lib/config";
import { authCookies } from "../domain/auth-cookies";
import { oidcConfiguration } from "./oidc";

export interface Session {
  userId: string;
  name: string;
  expiresAt: number;
}

const holder = globalThis as typeof globalThis & { __jwks?: ReturnType<typeof createRemoteJWKSet> };

async function keySet() {
  if (!holder.__jwks) {
    const { jwks_uri } = (await oidcConfiguration()).serverMetadata();
    if (!jwks_uri) throw new Error("provider publishes no jwks_uri");
    holder.__jwks = createRemoteJWKSet(new URL(jwks_uri));
  }
  return holder.__jwks;
}

/** The visitor's session from a verified identity token (signature, issuer, audience, expiry). */
export async function getSession(): Promise<Session | null> {
  const store = await cookies();
  const idToken = store.get(authCookies.idToken)?.value;
  const expiresAt = Number(store.get(authCookies.expiresAt)?.value);
  if (!idToken || !Number.isFinite(expiresAt) || expiresAt <= Date.now()) return null;
  try {
    const { OIDC_ISSUER, OIDC_CLIENT_ID } = config();
    const { payload } = await jwtVerify(idToken, await keySet(), {
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
    });
    if (!payload.sub) return null;
    const name = typeof payload.name === "string" && payload.name ? payload.name : payload.sub;
    return { userId: payload.sub, name, expiresAt };
  } catch {
    return null;
  }
}
