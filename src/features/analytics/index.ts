export { ConsentBanner } from "./components/consent-banner";
export { consentPreferencesHref } from "./consent-preferences";
export { analyticsTexts } from "./texts";
export { ConsentPrePaint } from "./components/consent-pre-paint";
export { PageViewTracker } from "./components/page-view-tracker";
export { track } from "./data-layer";
export type { FinancingItem, VehicleItem } from "./domain/events";
