import "server-only";
export {
  financingRatesContract,
  financingSimulationContract,
  simulationInputSchema,
} from "./contracts";
export { getRateTable } from "./server/rate-table-repository";
export { financingOfferOf, simulateFinancedOffer, simulateOffer } from "./server/offer-simulation";
