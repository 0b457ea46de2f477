import { browserStorage } from "@/lib/browser-storage";

/** How long after the session ran out a login still returns to the page the owner was on. */
const returnWindowMs = 30 * 60 * 1000;

/**
 * Remembers where the owner was when the session ran out: the page they land on after the logout
 * says why they left, and the next login brings them back (a booking under way in this tab
 * resumes from its saved cart).
 */
export function rememberExpiredSession(path: string, now = Date.now()): void {
  browserStorage.set("expiredSession", { path, at: now, noticed: 0 });
}

/** Whether the notice of a session that just ran out is still to be shown; true once only. */
export function takeExpiredSessionNotice(now = Date.now()): boolean {
  const expired = browserStorage.get("expiredSession");
  if (!expired || expired.noticed || now - expired.at > returnWindowMs) return false;
  browserStorage.set("expiredSession", { ...expired, noticed: 1 });
  return true;
}

/** The page a login goes back to: where the session ran out, if lately, else the current one. */
export function loginReturnPath(currentPath: string, now = Date.now()): string {
  const expired = browserStorage.get("expiredSession");
  browserStorage.remove("expiredSession");
  return expired && now - expired.at <= returnWindowMs ? expired.path : currentPath;
}
