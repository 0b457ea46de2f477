import "server-only";
export {
  financingRatesContract,
  financingSimulationContract,
  simulationInputSchema,
} from "./contracts";
export { getRateTable } from "./server/rate-table-repository";
export { attachedSimulation, financingOfferOf, simulateOffer } from "./server/offer-simulation";
