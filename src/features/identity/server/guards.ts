import "server-only";
import { redirect } from "next/navigation";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { ownerWriteLimit } from "./owner-write-limit";
import { getOwnerSession, type OwnerSession } from "./session";

/** Where a protected page sends a visitor: the login, then back to `path`. */
export function loginRedirectPath(path: string): string {
  return `/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent(path)}`;
}

/** A protected page's owner; a visitor goes to login and comes back to the same place. */
export async function requireOwnerPage(path: string): Promise<OwnerSession> {
  const session = await getOwnerSession();
  if (!session) redirect(loginRedirectPath(path));
  return session;
}

/**
 * The owner behind an API call. A state-changing call from another site is refused (CSRF): the
 * browser's Origin or Sec-Fetch-Site names it. The owner comes only from the verified token.
 */
export async function requireOwnerCall(request: Request): Promise<OwnerSession> {
  const writes = !["GET", "HEAD"].includes(request.method);
  if (writes) {
    const origin = request.headers.get("origin");
    const fetchSite = request.headers.get("sec-fetch-site");
    const site = new URL(config().PUBLIC_BASE_URL).origin;
    const requestOrigin = new URL(request.url).origin;
    if (
      fetchSite === "cross-site" ||
      (origin !== null && origin !== site && origin !== requestOrigin)
    ) {
      throw new ApiError(403, "FORBIDDEN", "Pedido de outro site recusado.");
    }
  }
  const session = await getOwnerSession(request.headers.get("token") ?? undefined);
  if (!session) {
    throw new ApiError(401, "UNAUTHORIZED", "Sua sessão expirou. Entre novamente.");
  }
  if (writes) await ownerWriteLimit.consume({ account: session.userId });
  return session;
}
