import "server-only";
import { createRemoteJWKSet } from "jose";
import * as client from "openid-client";
import { config } from "@/lib/config";
import { processSlot } from "@/lib/process-state";

const discovered = processSlot<Promise<client.Configuration>>("identity.oidcConfiguration");

/** The provider's discovered configuration, fetched once per instance. */
export function oidcConfiguration(): Promise<client.Configuration> {
  let configuration = discovered.get();
  if (!configuration) {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config();
    const issuer = new URL(OIDC_ISSUER);
    configuration = discovered.set(
      client
        .discovery(issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, {
          // The embedded provider listens on plain http on localhost.
          execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
          // Generous: the first discovery can meet a provider that is still warming up.
          timeout: 15,
        })
        .catch((error: unknown) => {
          discovered.set(undefined);
          throw error;
        }),
    );
  }
  return configuration;
}

const jwksSlot = processSlot<ReturnType<typeof createRemoteJWKSet>>("identity.jwks");

/** The provider's published signing keys, fetched on first use and again for an unknown key id. */
export async function providerKeySet(): Promise<ReturnType<typeof createRemoteJWKSet>> {
  const known = jwksSlot.get();
  if (known) return known;
  const { jwks_uri } = (await oidcConfiguration()).serverMetadata();
  if (!jwks_uri) throw new Error("provider publishes no jwks_uri");
  return jwksSlot.set(createRemoteJWKSet(new URL(jwks_uri)));
}

export function callbackUrl(): string {
  return new URL("/api/v1/auth-redirect/callback", config().PUBLIC_BASE_URL).toString();
}
