import "server-only";
export {
  financingRatesContract,
  financingSimulationContract,
  simulationInputSchema,
} from "./contracts";
export { getRateTable } from "./server/rate-table-repository";
export { offerForFinancing, simulateOffer, type FinancingOffer } from "./server/offer-simulation";
