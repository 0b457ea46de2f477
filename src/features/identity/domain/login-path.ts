/**
 * Where a protected page sends a visitor: the login (or, for a page a newcomer opens to sign up,
 * the provider's sign-up form), then back to `path`. A plain GET that answers 303, so a link
 * without JavaScript starts the login the same way.
 */
export function loginRedirectPath(path: string, { signUp = false } = {}): string {
  return `/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent(path)}${signUp ? "&screen=cadastro" : ""}`;
}
