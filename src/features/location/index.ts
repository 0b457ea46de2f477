export {
  decodeLocationCookie,
  defaultRegionLabel,
  defaultSearchLocation,
  encodeLocationCookie,
  locationCookieName,
  locationTypes,
  searchLocationSchema,
  type LocationType,
  type SearchLocation,
} from "./domain/location";
export { locationButtonLabel } from "./domain/load-rules";
export { LocationChooser } from "./components/location-chooser";
export { locationTexts } from "./texts";
