export {
  healthContract,
  openApiContract,
  operatorCredentialsContract,
  revokeOperatorCredentialContract,
} from "./contracts";
export { checkHealth } from "./server/health";
