export {
  coverageParameter,
  defaultSearchLocation,
  locationCookieMaxAgeSeconds,
  encodeLocationCookie,
  locationCookieName,
  resolvedCoverageCookieName,
  type RenderedCoverage,
  type SearchLocation,
} from "./domain/location";
export { locationButtonLabel } from "./domain/load-rules";
export { LocationChooser } from "./components/location-chooser";
export { PlainLocationForm } from "./components/plain-location-form";
export { LocationBasis } from "./components/location-basis";
export { locationEndpoints } from "./endpoints";
