export {
  addressLookupContract,
  geolocationByCoordinatesContract,
  geolocationByTextContract,
  placesAutocompleteContract,
} from "./contracts";
export {
  getRenderedCoverage,
  getRequestLocation,
  locationSharedCookie,
} from "./server/request-location";
export { locationFromCoverage } from "./server/coverage-location";
export {
  geolocationByCoordinates,
  geolocationByText,
  lookupAddress,
  suggestPlaces,
} from "./server/geolocation";
export { lookupLimits } from "./server/lookup-limits";
