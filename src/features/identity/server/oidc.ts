import "server-only";
import * as client from "openid-client";
import { config } from "@/lib/config";

const holder = globalThis as typeof globalThis & {
  __oidcConfiguration?: Promise<client.Configuration>;
};

/** The provider's discovered configuration, fetched once per instance. */
export function oidcConfiguration(): Promise<client.Configuration> {
  if (!holder.__oidcConfiguration) {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config();
    const issuer = new URL(OIDC_ISSUER);
    holder.__oidcConfiguration = client
      .discovery(issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, {
        // The embedded provider listens on plain http on localhost.
        execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
        // Generous: the first discovery can meet a provider that is still warming up.
        timeout: 15,
      })
      .catch((error: unknown) => {
        holder.__oidcConfiguration = undefined;
        throw error;
      });
  }
  return holder.__oidcConfiguration;
}

export function callbackUrl(): string {
  return new URL("/api/v1/auth-redirect/callback", config().PUBLIC_BASE_URL).toString();
}
