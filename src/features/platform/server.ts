export { healthContract, openApiContract } from "./contracts";
export { checkHealth } from "./server/health";
