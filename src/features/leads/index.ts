export { LeadForm, type DealerOption } from "./components/lead-form";
export { PurchaseIntention } from "./components/purchase-intention";
