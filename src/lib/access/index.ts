export { accessTexts, callerOf, requireCaller, requireOperator, type Caller } from "./caller";
export { dealerOfToken } from "./dealer-tokens";
export {
  issueOperatorCredential,
  operatorOfToken,
  revokeOperatorCredential,
  type IssuedOperatorCredential,
  type Operator,
} from "./operators";
export { bearerToken, sameSecret, tokenHash } from "./secret-hash";
