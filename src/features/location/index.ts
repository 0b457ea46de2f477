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
