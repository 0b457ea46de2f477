export { PriceList } from "./components/price-list";
export { LineupSection } from "./components/lineup-section";
export type { ModelSummary, VersionSummary } from "./domain/model-summary";
export { catalogTexts } from "./texts";
