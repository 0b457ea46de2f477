export { authCallbackContract, authRedirectContract, logoutContract } from "./contracts";
export { finishLogin, logout, startLogin } from "./server/login";
export { getSession, type Session } from "./server/session";
