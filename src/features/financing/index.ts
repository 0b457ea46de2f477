export { simulationInReais } from "./domain/result-in-reais";
export { minimumDownPaymentPercent } from "./domain/rates";
export { sharedSimulationFrom } from "./domain/share-url";
export { SimulatorLauncher } from "./components/simulator-launcher";
export { offerRateOf } from "./domain/offer-rate";
