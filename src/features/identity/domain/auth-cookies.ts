/** SPEC.md section 4: the browser counts as logged in while it holds these cookies. */
export const authCookies = {
  idToken: "id_token",
  accessToken: "access_token",
  expiresIn: "expires_in",
  expiresAt: "exp_aut",
} as const;

/** SPEC.md section 9: the auth cookies live one hour. */
export const authCookieMaxAgeSeconds = 3600;

/** The login transaction (PKCE verifier, state, nonce, return path) between redirect and callback. */
export const loginTransactionCookie = "oidc_tx";

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
