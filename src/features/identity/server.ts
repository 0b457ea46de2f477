export {
  authCallbackContract,
  authLoginContract,
  authRedirectContract,
  authSessionContract,
  backchannelLogoutContract,
  logoutContract,
  monitoringContract,
  userContract,
} from "./contracts";
export { requireOwnerCall, requireOwnerPage } from "./server/guards";
export { acceptLogoutNotice } from "./server/backchannel-logout";
export { loginStartLimit } from "./server/login-start-limit";
export { monitoringLimit } from "./server/monitoring-limit";
export {
  acceptTokensFromUrl,
  clearSessionCookies,
  finishLogin,
  loginUnavailablePath,
  logout,
  startLogin,
} from "./server/login";
export { recordOwnerName, recordTermsAcceptance, acceptedTermsVersion } from "./server/owners";
export {
  endDeletedOwnerSessions,
  endOtherSessions,
  getOwnerSession,
  getSession,
  type Session,
} from "./server/session";
export { gatedOwnerSession, pageGateRedirect } from "./server/owner-gate";
// A server component: kept off the main door, which server-only scripts import for its rules.
export { LoginNotice } from "./components/login-notice";
