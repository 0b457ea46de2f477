import { NextResponse, type NextRequest } from "next/server";

const tokenParameters = ["id_token", "access_token", "expires_in"] as const;

/**
 * Runs before every page:
 * - tokens that arrive in the page URL (SPEC.md section 4) are handed to a route handler on the
 *   server, which verifies them, stores the cookies and redirects to the same URL without them;
 * - the path is passed on to the root layout, which sends a newUser to /cadastro and asks for
 *   new terms of use before any other page.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (url.searchParams.has("id_token") && url.searchParams.has("access_token")) {
    const clean = new URL(url);
    for (const name of tokenParameters) clean.searchParams.delete(name);
    const session = new URL("/api/v1/auth-redirect/session", url);
    for (const name of tokenParameters) {
      session.searchParams.set(name, url.searchParams.get(name) ?? "");
    }
    // A rewrite keeps the page's own query, so the clean address travels in a request header.
    const headers = new Headers(request.headers);
    headers.set("x-return-to", `${clean.pathname}${clean.search}`);
    return NextResponse.rewrite(session, { request: { headers } });
  }
  const headers = new Headers(request.headers);
  headers.set("x-pathname", url.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: API routes, static files and images do not need it.
  matcher: [
    "/((?!api/|_next/|favicon.ico|icon.svg|robots.txt|sitemap.xml|.*\\.(?:svg|png|jpg|webp|ico|txt|xml|js|css)$).*)",
  ],
};
