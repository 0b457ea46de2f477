export { simulationInReais, type SimulationInReais } from "./domain/result-in-reais";
export { minimumDownPaymentPercent, type FinancingPlan, type RateTable } from "./domain/rates";
export {
  sharedSimulationFrom,
  simulationSearchParams,
  wantsSimulator,
  type SharedSimulation,
} from "./domain/share-url";
export { financingTexts } from "./texts";
export { SimulatorLauncher } from "./components/simulator-launcher";
export type { SimulatorOffer } from "./components/simulator-offer";
