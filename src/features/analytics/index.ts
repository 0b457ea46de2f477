export { ConsentBanner } from "./components/consent-banner";
export { PageViewTracker } from "./components/page-view-tracker";
export { track, decideConsent } from "./data-layer";
export type { AnalyticsEvent, FinancingItem, Site, VehicleItem } from "./domain/events";
export { hashLocation } from "./domain/location-hash";
