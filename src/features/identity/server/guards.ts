import "server-only";
import { redirect } from "next/navigation";
import { ApiError, refuseCrossSiteWrite } from "@/lib/http";
import { loginRedirectPath } from "../domain/login-path";
import { identityTexts } from "../texts";
import { ownerWriteLimit } from "./owner-write-limit";
import { getOwnerSession, type OwnerSession } from "./session";

/** A protected page's owner; a visitor goes to login and comes back to the same place. */
export async function requireOwnerPage(
  path: string,
  options: { signUp?: boolean } = {},
): Promise<OwnerSession> {
  const session = await getOwnerSession();
  if (!session) redirect(loginRedirectPath(path, options));
  return session;
}

// One check per request: the route's contract runs it before the input is read, and the handler
// asks again for the session; the second ask must neither verify twice nor spend the limit twice.
const checkedRequests = new WeakMap<Request, Promise<OwnerSession>>();

/**
 * The owner behind an API call. A state-changing call from another site is refused (CSRF): the
 * browser's Origin or Sec-Fetch-Site names it. The owner comes only from the verified token.
 */
export function requireOwnerCall(request: Request): Promise<OwnerSession> {
  let check = checkedRequests.get(request);
  if (!check) {
    check = checkOwnerCall(request);
    checkedRequests.set(request, check);
  }
  return check;
}

async function checkOwnerCall(request: Request): Promise<OwnerSession> {
  const writes = !["GET", "HEAD"].includes(request.method);
  refuseCrossSiteWrite(request);
  const session = await getOwnerSession(request.headers.get("token") ?? undefined);
  if (!session) {
    throw new ApiError(401, "UNAUTHORIZED", identityTexts.errors.sessionExpired);
  }
  if (writes) await ownerWriteLimit.consume({ account: session.userId });
  return session;
}
