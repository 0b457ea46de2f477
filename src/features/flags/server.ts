export {
  clearFlagContract,
  featuresDocumentContract,
  flagsDocumentContract,
  setFlagContract,
} from "./contracts";
export { clearFlag, setFlag } from "./server/flag-admin";
export { readStoredDocument } from "./server/flag-store";
export { flagSettings } from "./server/flag-settings";
export { currentFlagDocument, getRequestFlags, visitorFlagsCookie } from "./server/get-flags";
export { etagMatches } from "./domain/etag";
