export { PriceList } from "./components/price-list";
export { LineupSection } from "./components/lineup-section";
export { catalogTexts } from "./texts";
