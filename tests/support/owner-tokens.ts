// Verified owner tokens for integration tests: the embedded identity provider runs in the test
// process and tokens are signed with its own key, so the storefront verifies them exactly as in
// production (discovery, JWKS, issuer, audience, expiry).
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AsyncLocalStorage } from "node:async_hooks";
import { importJWK, SignJWT, type JWK } from "jose";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { createIdentityProvider } from "../../services/identity/provider";
import { loadSigningKeys } from "../../services/identity/signing-keys";
import { openIdentityStore, type IdentityStore } from "../../services/identity/store";

type Mail = { to: string; subject: string; text: string };

export interface TestIdentityProvider {
  issuer: string;
  /** The provider's own store: its accounts, codes and login failures. */
  store: IdentityStore;
  issueIdToken(subject: string, name?: string, claims?: Record<string, unknown>): Promise<string>;
  /** A logout token as the provider signs one (Back-Channel Logout 1.0); `claims` override. */
  issueLogoutToken(claims: Record<string, unknown>, type?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the provider at `issuer` (which OIDC_ISSUER must already name). Its mail goes to
 * `sendMail`, or nowhere: tokens are signed here directly, so no sign-up mails a code.
 */
export async function startTestIdentityProvider(
  issuer: string,
  {
    sendMail = async () => {},
    storefrontUrl = "http://localhost:3000",
    storefrontInternalUrl,
  }: {
    sendMail?: (mail: Mail) => Promise<void>;
    storefrontUrl?: string;
    /** Where the provider posts its back-channel logouts, when not at storefrontUrl. */
    storefrontInternalUrl?: string;
  } = {},
): Promise<TestIdentityProvider> {
  const { OIDC_CLIENT_ID = "storefront", OIDC_CLIENT_SECRET = "test-secret" } = process.env;
  const jwks = await loadSigningKeys(mkdtempSync(path.join(tmpdir(), "identity-")));
  const store = await openIdentityStore({ pgliteDir: "memory://" });
  const provider = createIdentityProvider({
    issuer,
    storefrontUrl,
    storefrontInternalUrl,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    cookieSecret: "a-test-cookie-secret-value",
    jwks,
    store,
    sendMail,
  });
  const url = new URL(issuer);
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = provider.listen(Number(url.port), url.hostname, () =>
      resolve(listening),
    );
  });
  const [jwk] = jwks.keys as (JWK & { kid: string })[];
  if (!jwk) throw new Error("the provider has no signing key");
  const key = await importJWK(jwk, "RS256");
  return {
    issuer,
    store,
    issueIdToken: async (subject, name = "Proprietário de Teste", claims = {}) => {
      // As the login callback does: a session needs the owner's row (a deleted account has none).
      await database().insert(owners).values({ id: subject }).onConflictDoNothing();
      return new SignJWT({ name, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(OIDC_CLIENT_ID)
        .setSubject(subject)
        .setIssuedAt(typeof claims.iat === "number" ? claims.iat : undefined)
        .setExpirationTime("1h")
        .sign(key);
    },
    issueLogoutToken: (claims, type = "logout+jwt") =>
      new SignJWT({
        iss: issuer,
        aud: OIDC_CLIENT_ID,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 120,
        jti: randomUUID(),
        events: { "http://schemas.openid.net/event/backchannel-logout": {} },
        ...claims,
      })
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: type })
        .sign(key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The cookies of the request being handled. Route handlers run here outside Next's server, whose
 * request scope is what `cookies()` reads; tests stand in for that scope, nothing more.
 */
export const requestCookies = new AsyncLocalStorage<Map<string, string>>();

export function cookieJar() {
  return {
    get(name: string) {
      const value = requestCookies.getStore()?.get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll() {
      return [...(requestCookies.getStore() ?? new Map<string, string>())].map(([name, value]) => ({
        name,
        value,
      }));
    },
    has(name: string) {
      return requestCookies.getStore()?.has(name) ?? false;
    },
    set() {},
    delete() {},
  };
}

/** The session cookies the login callback sets, for a token. */
export function sessionCookies(idToken: string): Map<string, string> {
  return new Map([
    ["id_token", idToken],
    ["exp_aut", String(Date.now() + 3_600_000)],
  ]);
}
