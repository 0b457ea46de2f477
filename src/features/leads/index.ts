export { LeadForm, type DealerOption, type LeadTarget } from "./components/lead-form";
export { leadTexts } from "./texts";
