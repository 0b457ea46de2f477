import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { JWK } from "jose";
import { accountApiRoutes } from "./account-api";
import { accountRepository } from "./accounts";
import { revokeAccountSessions, storeAdapterFactory } from "./adapter";
import { interactionRoutes } from "./interactions";
import { actionLimits } from "./action-limits";
import { loginLimits } from "./login-limits";
import { logoutScript, securityHeaders } from "./security-headers";
import {
  backchannelLogoutPath,
  endStorefrontSessions,
  trustingStorefront,
} from "./storefront-logout";
import { alert, escapeHtml, layout } from "./pages";
import type { IdentityStore } from "./store";
import { identityTexts as t } from "./texts";

export interface IdentitySettings {
  issuer: string;
  storefrontUrl: string;
  /** Where this provider reaches the storefront's back channel, when not at storefrontUrl. */
  storefrontInternalUrl?: string;
  clientId: string;
  clientSecret: string;
  cookieSecret: string;
  jwks: { keys: JWK[] };
  store: IdentityStore;
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  /** Scales the sign-up, code and password-reset limits (1 in production). */
  rateLimitMultiplier?: number;
}

/**
 * The embedded OpenID Connect provider: one confidential client (the storefront), authorization
 * code with PKCE, accounts in its own store, and its own pt-BR pages for every interaction.
 */
export function createIdentityProvider(settings: IdentitySettings): Provider {
  const accounts = accountRepository(settings.store);
  const backchannelOrigin = new URL(settings.storefrontInternalUrl ?? settings.storefrontUrl)
    .origin;
  const revokeSessions = (accountId: string) => revokeAccountSessions(settings.store, accountId);
  const page = (ctx: KoaContextWithOIDC, title: string, body: string) => {
    ctx.type = "html";
    ctx.set("cache-control", "no-store");
    ctx.body = layout({ title, body, storefrontUrl: settings.storefrontUrl });
  };

  const provider = new Provider(settings.issuer, {
    adapter: storeAdapterFactory(settings.store),
    // The storefront's sign-up links ask for the sign-up form first (screen_hint=signup, the
    // convention of the hosted login pages of Auth0 and others); the login form stays one link away.
    extraParams: ["screen_hint"],
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [`${settings.storefrontUrl}/api/v1/auth-redirect/callback`],
        post_logout_redirect_uris: [`${settings.storefrontUrl}/`],
        // Each logout, and a password reset, reaches the storefront at once. ID tokens carry
        // the login's `sid`, so "Sair" in one browser ends that browser's session alone.
        backchannel_logout_uri: `${backchannelOrigin}${backchannelLogoutPath}`,
        backchannel_logout_session_required: true,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      },
    ],
    jwks: settings.jwks as Configuration["jwks"],
    cookies: { keys: [settings.cookieSecret] },
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      profile: ["name", "terms_version"],
      email: ["email", "email_verified"],
    },
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The storefront is our own client: its grant needs no consent screen.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? "");
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (ctx.oidc.client?.clientId !== settings.clientId || !ctx.oidc.session?.accountId) {
        return undefined;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: settings.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid profile email");
      await grant.save();
      return grant;
    },
    fetch: trustingStorefront(backchannelOrigin),
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const confirmed = form.replace(
            "</form>",
            '<input type="hidden" name="logout" value="yes"></form>',
          );
          // The storefront's "Sair" sends the owner's own ID token as the hint: that logout was
          // asked for and confirms itself. Without it, or with another account's token, the
          // request may come from any site's link (logout CSRF), so the owner is asked first.
          const hinted = ctx.oidc.entities.IdTokenHint?.payload.sub;
          const askedByOwner = typeof hinted === "string" && hinted === ctx.oidc.session?.accountId;
          page(
            ctx,
            askedByOwner ? t.logoutTitle : t.logoutConfirmTitle,
            askedByOwner
              ? `<h1>${t.logoutTitle}</h1><p>${t.logoutLead}</p>${confirmed}<button class="button" type="submit" form="op.logoutForm">${t.logoutSubmit}</button><script>${logoutScript}</script>`
              : `<h1>${t.logoutConfirmTitle}</h1><p>${t.logoutConfirmLead}</p>${confirmed}<button class="button" type="submit" form="op.logoutForm">${t.logoutSubmit}</button><p><a href="${escapeHtml(settings.storefrontUrl)}">${t.logoutStay}</a></p>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          page(
            ctx,
            t.loggedOutTitle,
            `<h1>${t.loggedOutTitle}</h1>${alert("success", t.loggedOutLead)}<a class="button" href="${escapeHtml(settings.storefrontUrl)}">${t.backToStore}</a>`,
          );
        },
      },
    },
    renderError: async (ctx) => {
      page(
        ctx,
        t.errorTitle,
        `<h1>${t.errorTitle}</h1><p>${t.errorLead}</p><a class="button" href="${escapeHtml(settings.storefrontUrl)}">${t.backToStore}</a>`,
      );
    },
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 86400,
      Grant: 86400,
    },
    findAccount: async (_ctx, sub: string) => {
      const account = await accounts.byId(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: account.name,
          email: account.email,
          email_verified: account.emailVerified,
          terms_version: account.termsVersion ?? undefined,
        }),
      };
    },
  });
  // A "Sair" whose notice did not reach the storefront leaves that browser's token to its hour.
  provider.on("backchannel.error", (_ctx, error: unknown) =>
    console.error("storefront logout notice not delivered", error),
  );
  provider.proxy = true;
  // The server hands over X-Forwarded-For as the one address it trusts, the socket's peer or the
  // hop the nearest trusted proxy appended (server.ts, decision 061); only the last hop counts.
  provider.maxIpsCount = 1;
  provider.use(securityHeaders(settings.storefrontUrl));
  provider.use(
    accountApiRoutes({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      accounts,
      sendMail: settings.sendMail,
      revokeSessions,
      limits: loginLimits(settings.store),
      actions: actionLimits(settings.store, settings.rateLimitMultiplier),
    }),
  );
  provider.use(
    interactionRoutes({
      provider,
      issuer: settings.issuer,
      storefrontUrl: settings.storefrontUrl,
      clientId: settings.clientId,
      secret: settings.cookieSecret,
      accounts,
      limits: loginLimits(settings.store),
      actions: actionLimits(settings.store, settings.rateLimitMultiplier),
      sendMail: settings.sendMail,
      revokeSessions,
      endStorefrontSessions: (accountId) =>
        endStorefrontSessions(provider, settings.clientId, accountId),
    }),
  );
  return provider;
}
