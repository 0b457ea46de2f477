export { LeadForm } from "./components/lead-form";
export type { DealerOption } from "./components/dealer-field";
export { PurchaseIntentionSection } from "./components/purchase-intention-section";
export { plainDraftCookie } from "./domain/plain-draft";
