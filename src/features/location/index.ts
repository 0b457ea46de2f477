export {
  decodeLocationCookie,
  coverageParameter,
  defaultRegionLabel,
  defaultRegionLocation,
  defaultSearchLocation,
  locationCookieMaxAgeSeconds,
  encodeLocationCookie,
  locationCookieName,
  resolvedCoverageCookieName,
  locationTypes,
  searchLocationSchema,
  type LocationType,
  type SearchLocation,
} from "./domain/location";
export { locationButtonLabel } from "./domain/load-rules";
export { LocationChooser } from "./components/location-chooser";
export { LocationBasis } from "./components/location-basis";
export { locationTexts } from "./texts";
