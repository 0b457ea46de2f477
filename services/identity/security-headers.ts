import { createHash } from "node:crypto";
import type Provider from "oidc-provider";
import {
  cameOverHttps,
  commonSecurityHeaders,
  strictTransportSecurity,
} from "../../src/lib/http/security-headers";

/** The one inline script of the provider's pages: the self-submitting logout form. */
export const logoutScript = 'document.getElementById("op.logoutForm").submit()';

const logoutScriptHash = `'sha256-${createHash("sha256").update(logoutScript).digest("base64")}'`;

/**
 * The provider's pages are fixed HTML: a hash allows their one script, and forms may post to the
 * provider itself or be redirected back to the storefront (Chrome checks form-action on redirects).
 */
export function identityContentSecurityPolicy(storefrontUrl: string): string {
  const storefront = new URL(storefrontUrl).origin;
  return [
    "default-src 'none'",
    `script-src ${logoutScriptHash}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${storefront}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** Sets the headers before the provider answers, so its errors and redirects carry them too. */
export function securityHeaders(storefrontUrl: string): Parameters<Provider["use"]>[0] {
  const policy = identityContentSecurityPolicy(storefrontUrl);
  return async (
    ctx: Parameters<Parameters<Provider["use"]>[0]>[0],
    next: () => Promise<unknown>,
  ) => {
    ctx.set(commonSecurityHeaders);
    ctx.set("content-security-policy", policy);
    const headers = new Headers();
    const forwarded = ctx.get("x-forwarded-proto");
    if (forwarded) headers.set("x-forwarded-proto", forwarded);
    if (cameOverHttps(new URL(ctx.href), headers)) {
      ctx.set("strict-transport-security", strictTransportSecurity);
    }
    await next();
  };
}
