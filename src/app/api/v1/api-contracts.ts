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
import {
  campaignsContract,
  categoryFiltersContract,
  dealersContract,
  enableNegotiationContract,
  offerDealersContract,
  offersByIdListContract,
  offersByPageContract,
  offersContract,
  randomOfferDealerContract,
} from "@/features/offers/server";
import { healthContract, openApiContract } from "@/features/platform/server";
import { financingRatesContract, financingSimulationContract } from "@/features/financing/server";
import {
  createLeadContract,
  dealerLeadContract,
  dealerLeadsContract,
  dealerTokenContract,
} from "@/features/leads/server";
import {
  additionalServicesContract,
  availableMaintenanceContract,
  badgesContract,
  cancelBookingContract,
  createBookingContract,
  dealerBookingsContract,
  dealerCalendarContract,
  detailedMaintenanceContract,
  getBookingContract,
  holdSlotContract,
  listBookingsContract,
  rescheduleBookingContract,
  revisionNumberContract,
  serviceClaimContract,
  serviceOffersContract,
} from "@/features/scheduling/server";
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
  offersContract,
  offersByPageContract,
  offersByIdListContract,
  offerDealersContract,
  randomOfferDealerContract,
  enableNegotiationContract,
  campaignsContract,
  dealersContract,
  categoryFiltersContract,
  financingRatesContract,
  financingSimulationContract,
  createLeadContract,
  dealerTokenContract,
  dealerLeadsContract,
  dealerLeadContract,
  additionalServicesContract,
  availableMaintenanceContract,
  detailedMaintenanceContract,
  revisionNumberContract,
  serviceOffersContract,
  badgesContract,
  dealerCalendarContract,
  createBookingContract,
  listBookingsContract,
  holdSlotContract,
  getBookingContract,
  rescheduleBookingContract,
  cancelBookingContract,
  serviceClaimContract,
  dealerBookingsContract,
];
