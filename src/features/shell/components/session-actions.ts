import { track } from "@/features/analytics";
import { browserStorage } from "@/lib/browser-storage";
import { forgetSavedBooking } from "@/lib/saved-booking-keys";
import { returnPathAfterLogin } from "../domain/login-return";
import { sessionTexts } from "../session-texts";
import { loginReturnPath, rememberExpiredSession } from "./expired-session";
import { sessionCalls } from "./session-calls";
import type { ShellUser } from "./shell-user";

export { sessionExpiredText, takeExpiredSessionNotice } from "./expired-session";

type Monitoring = "redirect_to_vwid" | "session_duration";

/** Monitoring goes to the server's log whatever the cookie consent (no personal data in it). */
function reportMonitoring(apiKey: string, transaction: Monitoring, durationMs?: number) {
  track({ event: "monitoring_transaction", transaction, duration_ms: durationMs });
  void sessionCalls(apiKey).monitoring(transaction, durationMs);
}

/**
 * SPEC.md section 4's login: the server's address for the provider, the login time stored, and
 * the browser sent there: back to `returnTo` when given, else to this page (from the notice of a
 * login that did not finish, to the page that login was for). Answers the message to show when
 * it cannot start. It waits for a click, so the control loads it then, with the calls it makes.
 */
export async function signIn(apiKey: string, returnTo?: string): Promise<string | undefined> {
  const answer = await sessionCalls(apiKey).loginAddress(
    returnTo ??
      returnPathAfterLogin(loginReturnPath(`${window.location.pathname}${window.location.search}`)),
  );
  if (!answer.ok) {
    // The provider away (503) has its own pt-BR message; anything else is the generic one.
    return answer.error.status === 503 ? answer.error.message : sessionTexts.loginError;
  }
  // The login time is stored before the browser leaves for the provider.
  const now = Date.now();
  browserStorage.set("authRedirectTime", now);
  browserStorage.set("loginTime", now);
  reportMonitoring(apiKey, "redirect_to_vwid");
  window.location.assign(answer.data.data.url);
  return undefined;
}

/**
 * SPEC.md section 4's logout: the session's length reported, the cookies cleared by the server and
 * the browser sent where it says. A session that ran out first notes the page it ran out on, for
 * the notice and the next login. Answers the message to show when it cannot log out.
 */
export async function signOut(
  apiKey: string,
  reason: "asked" | "expired",
): Promise<string | undefined> {
  if (reason === "expired") {
    rememberExpiredSession(`${window.location.pathname}${window.location.search}`);
  }
  const loginTime = browserStorage.get("loginTime");
  if (loginTime) {
    reportMonitoring(apiKey, "session_duration", Math.max(0, Date.now() - loginTime));
    browserStorage.remove("loginTime");
  }
  const answer = await sessionCalls(apiKey).logoutAddress();
  if (!answer.ok) return sessionTexts.logoutError;
  // What this tab kept for the owner (a booking under way, its contact and photos) leaves with
  // them: on a shared device the next person must not find it. A session that ran out keeps it
  // for the owner's next login. The tab's other notes stay: a purchase already reported is not
  // reported again.
  if (reason === "asked") forgetSavedBooking();
  window.location.assign(answer.data.url);
  return undefined;
}

/**
 * The owner whose session the browser holds, for a page shared with visitors that does not name
 * them (decision 075); null when the session is no longer valid or the call fails.
 */
export async function sessionOwner(apiKey: string): Promise<ShellUser | null> {
  const answer = await sessionCalls(apiKey).owner();
  return answer.ok ? { name: answer.data.user.name } : null;
}
