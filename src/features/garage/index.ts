export { garageTexts } from "./texts";
export {
  mileageFormSchema,
  mileageUpdateSchema,
  nicknameSchema,
  plateSchema,
  renavamSchema,
  vinOrPlateSchema,
  vinSchema,
} from "./schemas";
export { isValidVin, normalizeVin, brandWmis } from "./domain/vin";
export { formatPlate, isValidPlate } from "./domain/plate";
export { isValidRenavam } from "./domain/renavam";
export { revisionSchedulingHref } from "./components/garage-views";
export {
  dueRevisionNumber,
  revisionDue,
  upcomingRevisions,
  type RevisionDue,
} from "./domain/revision-due";
