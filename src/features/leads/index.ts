export { LeadForm, type DealerOption } from "./components/lead-form";
export { PurchaseIntentionSection } from "./components/purchase-intention-section";
