export {
  healthContract,
  livenessContract,
  openApiContract,
  readinessContract,
  operatorCredentialsContract,
  revokeOperatorCredentialContract,
} from "./contracts";
export { checkHealth, checkLiveness } from "./server/health";
