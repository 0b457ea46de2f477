export {
  authCallbackContract,
  authLoginContract,
  authRedirectContract,
  authSessionContract,
  logoutContract,
  monitoringContract,
  userContract,
} from "./contracts";
export { loginRedirectPath, requireOwnerCall, requireOwnerPage } from "./server/guards";
export {
  acceptTokensFromUrl,
  clearSessionCookies,
  finishLogin,
  logout,
  startLogin,
  storeSessionCookies,
} from "./server/login";
export { recordTermsAcceptance, acceptedTermsVersion } from "./server/owners";
export {
  getOwnerSession,
  getSession,
  verifyToken,
  type OwnerSession,
  type Session,
} from "./server/session";
export { gatedOwnerSession } from "./server/owner-gate";
