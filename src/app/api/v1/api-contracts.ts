import { productsContract } from "@/features/catalog/server";
import {
  clearFlagContract,
  featuresDocumentContract,
  flagsDocumentContract,
  setFlagContract,
} from "@/features/flags/server";
import {
  authCallbackContract,
  authRedirectContract,
  logoutContract,
} from "@/features/identity/server";
import {
  addressLookupContract,
  geolocationByCoordinatesContract,
  geolocationByTextContract,
  placesAutocompleteContract,
} from "@/features/location/server";
import { healthContract, openApiContract } from "@/features/platform/server";
import type { RouteContract } from "@/lib/http";

/** Every API route's contract (/api/v1 and the GrowthBook-protocol /api/features); a test checks this list against the route files. */
export const apiContracts: readonly RouteContract[] = [
  healthContract,
  openApiContract,
  productsContract,
  featuresDocumentContract,
  flagsDocumentContract,
  setFlagContract,
  clearFlagContract,
  authRedirectContract,
  authCallbackContract,
  logoutContract,
  geolocationByCoordinatesContract,
  geolocationByTextContract,
  placesAutocompleteContract,
  addressLookupContract,
];
