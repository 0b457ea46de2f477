import Provider, { type Configuration } from "oidc-provider";
import type { JWK } from "jose";

const webFontImport = /@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);?/g;

export interface IdentitySettings {
  issuer: string;
  storefrontUrl: string;
  clientId: string;
  clientSecret: string;
  cookieSecret: string;
  jwks: { keys: JWK[] };
}

/**
 * The embedded OpenID Connect provider: one confidential client (the storefront), authorization
 * code with PKCE. Sign-in uses the library's development interaction until the login capability
 * brings the brand's own pages and accounts.
 */
export function createIdentityProvider(settings: IdentitySettings): Provider {
  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [`${settings.storefrontUrl}/api/v1/auth-redirect/callback`],
        post_logout_redirect_uris: [`${settings.storefrontUrl}/`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    jwks: settings.jwks as Configuration["jwks"],
    cookies: { keys: [settings.cookieSecret] },
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      profile: ["name", "given_name", "family_name"],
      email: ["email", "email_verified"],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    ttl: { AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60, Session: 86400, Grant: 86400 },
    findAccount: async (_ctx, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, name: sub }),
    }),
  });
  provider.proxy = true;
  // The library's built-in pages import a web font from the internet; the product loads nothing
  // from outside at run time, so the import is dropped and the pages use the system font.
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === "string" && ctx.response.is("html")) {
      ctx.body = ctx.body.replace(webFontImport, "");
    }
  });
  return provider;
}
