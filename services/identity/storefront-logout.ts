import type Provider from "oidc-provider";

/** The storefront's route for OpenID Connect Back-Channel Logout. */
export const backchannelLogoutPath = "/api/v1/auth-redirect/backchannel-logout";

type OutboundFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The provider's outbound requests. The library refuses private and loopback addresses against
 * server-side request forgery, which would refuse the storefront itself on one machine or one
 * network. The storefront's origin comes from settings, never from a request, so it alone is
 * exempt; any other address keeps the guard.
 */
export function trustingStorefront(storefrontUrl: string): OutboundFetch {
  const storefrontOrigin = new URL(storefrontUrl).origin;
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== storefrontOrigin || !init) return globalThis.fetch(input, init);
    const { dispatcher: _guarded, ...unguarded } = init as RequestInit & { dispatcher?: unknown };
    return globalThis.fetch(input, unguarded);
  };
}

interface LoggingOutClient {
  backchannelLogout(sub: string, sid?: string): Promise<void>;
}

/**
 * Tells the storefront that every login of the account is over (a password reset): a logout
 * token naming the owner and no session, which ends all of the owner's storefront sessions.
 * Answers whether the storefront took it; the reset stands either way.
 */
export async function endStorefrontSessions(
  provider: Provider,
  clientId: string,
  accountId: string,
): Promise<boolean> {
  try {
    const client = (await provider.Client.find(clientId)) as unknown as
      LoggingOutClient | undefined;
    if (!client) return false;
    await client.backchannelLogout(accountId);
    return true;
  } catch (error) {
    console.error("storefront sessions not ended", error);
    return false;
  }
}
