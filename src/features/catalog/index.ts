export { LineupSection } from "./components/lineup-section";
export type { ModelSummary, VersionSummary } from "./domain/model-summary";
export { catalogTexts } from "./texts";
