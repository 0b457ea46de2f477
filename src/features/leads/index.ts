export { LeadForm, type DealerOption, type LeadTarget } from "./components/lead-form";
export { PurchaseIntention } from "./components/purchase-intention";
export { leadTexts } from "./texts";
