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

/** Only same-site paths may be returned to after login, never another origin. */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return "/";
  return path;
}
