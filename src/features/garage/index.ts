export { garageTexts } from "./texts";
export { dueRevisionNumber, revisionDue } from "./domain/revision-due";
export { maxMileageKm, parseMileage } from "./domain/mileage";
