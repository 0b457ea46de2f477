import { loginNoticeQuery } from "@/lib/login-notice-query";

// Any origin does: only the path and query of the address are read back.
const base = "http://site.invalid";

/** A path on this site, as the login route would keep it; another host never is. */
function isSitePath(path: string | undefined): path is string {
  return (
    path !== undefined &&
    path.length <= 2000 &&
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\")
  );
}

/**
 * The page a login started from `current` goes back to. From the home page's notice of a login
 * that did not finish, it is the page that login was for (`voltar`): back on the notice, the
 * owner would read the failure again and lose that page. Without a usable `voltar`, the home page
 * without the notice.
 */
export function returnPathAfterLogin(current: string): string {
  const url = new URL(current, base);
  if (url.pathname !== loginNoticeQuery.page || !url.searchParams.has(loginNoticeQuery.reason)) {
    return current;
  }
  const returnTo = url.searchParams.getAll(loginNoticeQuery.returnTo);
  if (returnTo.length === 1 && isSitePath(returnTo[0])) return returnTo[0];
  url.searchParams.delete(loginNoticeQuery.reason);
  url.searchParams.delete(loginNoticeQuery.returnTo);
  return `${url.pathname}${url.search}`;
}
