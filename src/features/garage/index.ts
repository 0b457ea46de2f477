export { garageTexts } from "./texts";
export { dueRevisionNumber, revisionDue } from "./domain/revision-due";
export { maxMileageKm, parseMileage, typedBelowLast } from "./domain/mileage";
export { normalizeVin, vinProblem } from "./domain/vin";
export { lowerMileageTexts, vinMessages } from "./field-messages";
export { recallCampaignAnchor } from "./domain/recall-anchor";
