import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
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
