import "server-only";
import { createRemoteJWKSet } from "jose";
import * as client from "openid-client";
import { config } from "@/lib/config";
import { processSlot } from "@/lib/process-state";

// What the provider publishes is fetched once per instance and shared by every bundle of it. The
// proxy and the route handlers each hold their own copy of openid-client, which accepts only a
// configuration made by that copy: each builds its own from the shared metadata.
const discovered = processSlot<Promise<client.ServerMetadata>>("identity.oidcServerMetadata");
let ownConfiguration:
  { from: client.ServerMetadata; configuration: client.Configuration } | undefined;

// Generous: the first discovery can meet a provider that is still warming up.
const providerTimeoutSeconds = 15;
// The embedded provider listens on plain http on localhost.
const isPlainHttp = (url: string | URL) => new URL(url).protocol === "http:";

function discoveredMetadata(): Promise<client.ServerMetadata> {
  let metadata = discovered.get();
  if (!metadata) {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config();
    const issuer = new URL(OIDC_ISSUER);
    metadata = discovered.set(
      client
        .discovery(issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, {
          execute: isPlainHttp(issuer) ? [client.allowInsecureRequests] : [],
          timeout: providerTimeoutSeconds,
        })
        .then((configuration) => ({ ...configuration.serverMetadata() }))
        .catch((error: unknown) => {
          discovered.set(undefined);
          throw error;
        }),
    );
  }
  return metadata;
}

/** The provider's discovered configuration, for this bundle's copy of openid-client. */
export async function oidcConfiguration(): Promise<client.Configuration> {
  const metadata = await discoveredMetadata();
  if (ownConfiguration?.from === metadata) return ownConfiguration.configuration;
  const { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config();
  const configuration = new client.Configuration(metadata, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET);
  if (isPlainHttp(metadata.issuer)) client.allowInsecureRequests(configuration);
  configuration.timeout = providerTimeoutSeconds;
  ownConfiguration = { from: metadata, configuration };
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
