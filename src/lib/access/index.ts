export { issueOperatorCredential, revokeOperatorCredential } from "./operators";
export { tokenHash } from "./secret-hash";
