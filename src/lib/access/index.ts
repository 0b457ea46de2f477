export { requireCaller } from "./caller";
export { issueOperatorCredential, revokeOperatorCredential } from "./operators";
export { tokenHash } from "./secret-hash";
