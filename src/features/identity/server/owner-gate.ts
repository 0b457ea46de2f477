import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authCookies } from "../domain/auth-cookies";
import { ownerGateRedirect } from "../domain/owner-gate";
import { getOwnerSession, type OwnerSession } from "./session";

/**
 * The root layout's session: the owner (or null), after sending a newUser to /cadastro and an
 * owner with outdated terms to accept them (the page asked for comes from the proxy's x-pathname and x-search).
 */
export async function gatedOwnerSession(): Promise<OwnerSession | null> {
  const session = await getOwnerSession();
  if (!session) return null;
  const request = await headers();
  const pathname = request.get("x-pathname");
  const target = pathname
    ? ownerGateRedirect(pathname, session, request.get("x-search") ?? "")
    : undefined;
  if (target) redirect(target);
  return session;
}

/**
 * Where a page request must lead instead, for the owner whose session cookie it carries: the
 * proxy asks this before any page renders. The client router keeps the root layout across a
 * link followed inside the site, so the layout's own gate never runs there.
 */
export async function pageGateRedirect(request: {
  nextUrl: URL;
  cookies: { get(name: string): { value: string } | undefined };
}): Promise<string | undefined> {
  const token = request.cookies.get(authCookies.idToken)?.value;
  // A file of the site (an illustration, robots.txt) is no page: it is served to anyone.
  if (!token || /\.[a-z0-9]+$/i.test(request.nextUrl.pathname)) return undefined;
  const session = await getOwnerSession(token);
  if (!session) return undefined;
  return ownerGateRedirect(request.nextUrl.pathname, session, request.nextUrl.search);
}
