import { loginNoticeQuery } from "@/lib/login-notice-query";

/**
 * Where a protected page sends a visitor: the login (or, for a page a newcomer opens to sign up,
 * the provider's sign-up form), then back to `path`. A plain GET that answers 303, so a link
 * without JavaScript starts the login the same way.
 */
export function loginRedirectPath(path: string, { signUp = false } = {}): string {
  return `/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent(path)}${signUp ? "&screen=cadastro" : ""}`;
}

/**
 * Why a login came back to the site without a session: its transaction was gone (an hour on the
 * provider's page, cookies cleared), the provider refused the exchange, or it could not be reached.
 */
export const loginNoticeReasons = ["expirado", "falhou", "indisponivel"] as const;

export type LoginNoticeReason = (typeof loginNoticeReasons)[number];

/**
 * The home page saying so, where the notice's "Entrar" starts the login again for `returnTo`: a
 * page that needs the login would send the browser straight back to the provider.
 */
export function loginNoticePath(reason: LoginNoticeReason, returnTo = "/"): string {
  const query = new URLSearchParams({ [loginNoticeQuery.reason]: reason });
  if (returnTo !== "/") query.set(loginNoticeQuery.returnTo, returnTo);
  return `${loginNoticeQuery.page}?${query.toString()}`;
}

/** The notice a home page address asks for, or undefined for any other value. */
export function loginNoticeOf(query: {
  login?: string | string[];
  voltar?: string | string[];
}): { reason: LoginNoticeReason; returnTo: string } | undefined {
  const reason = loginNoticeReasons.find((known) => known === query.login);
  if (!reason) return undefined;
  // Taken as given: the login route judges every return path against the site's address.
  const returnTo =
    typeof query.voltar === "string" && query.voltar.length <= 2000 ? query.voltar : "/";
  return { reason, returnTo };
}
