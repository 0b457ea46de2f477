/** SPEC.md section 4: the browser counts as logged in while it holds these cookies. */
export const authCookies = {
  idToken: "id_token",
  accessToken: "access_token",
  expiresIn: "expires_in",
  expiresAt: "exp_aut",
} as const;

/** SPEC.md section 9: the auth cookies live one hour. */
export const authCookieMaxAgeSeconds = 3600;

/**
 * The ID token again, for the logout alone (its path): the provider's end-session call names it as
 * `id_token_hint`, and an owner whose hour ran out goes back to the site instead of being asked
 * whether to leave. It lives as long as the provider's session, not the session cookies' hour:
 * an expired token opens nothing, and no page or API call ever receives this one.
 */
export const logoutHintCookie = {
  name: "oidc_logout",
  path: "/api/v1/auth-redirect/logout",
} as const;

/** A provider session lives a day (its Session TTL): a hint older than that has nothing to end. */
export const logoutHintMaxAgeSeconds = 24 * 3600;

/**
 * The login transaction (PKCE verifier, state, nonce, return path) between redirect and callback:
 * the start of each of its cookies' names, one per login under way (see loginTransactionCookieOf).
 */
export const loginTransactionCookie = "oidc_tx";

/**
 * The cookie of the login whose state is `state`, or undefined for a state no login of ours has.
 * Each login keeps its own: two tabs that start one each no longer overwrite each other's.
 */
export function loginTransactionCookieOf(state: string): string | undefined {
  return /^[\w-]{16,128}$/.test(state) ? `${loginTransactionCookie}_${state}` : undefined;
}

const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Only a path of this site may be returned to after login. The path is resolved the way a browser
 * would resolve it (`new URL` against the site), so "//evil", "\\evil" and "/\t/evil" that a
 * browser turns into another host are refused, as are absolute URLs of other origins.
 */
export function safeReturnPath(path: string | undefined, siteUrl: string): string {
  if (!path || controlCharacters.test(path) || path.includes("\\")) return "/";
  try {
    const site = new URL(siteUrl);
    const resolved = new URL(path, site);
    if (resolved.origin !== site.origin) return "/";
    const kept = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // The answer goes out as a relative Location, which the browser resolves once more: "/.//evil"
    // stays on the site above but comes out as "//evil", another host.
    return new URL(kept, site).origin === site.origin ? kept : "/";
  } catch {
    return "/";
  }
}
