import { productsContract } from "@/features/catalog/server";
import {
  clearFlagContract,
  featuresDocumentContract,
  flagsDocumentContract,
  setFlagContract,
} from "@/features/flags/server";
import {
  authCallbackContract,
  authLoginContract,
  authRedirectContract,
  authSessionContract,
  logoutContract,
  monitoringContract,
  userContract,
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
import {
  healthContract,
  openApiContract,
  operatorCredentialsContract,
  revokeOperatorCredentialContract,
} from "@/features/platform/server";
import { financingRatesContract, financingSimulationContract } from "@/features/financing/server";
import {
  createLeadContract,
  dealerLeadContract,
  dealerLeadsContract,
  dealerTokenContract,
  issueDealerCredentialsContract,
} from "@/features/leads/server";
import {
  accountContract,
  accountDeleteContract,
  accountExportContract,
  accountUpdateContract,
  emailChangeContract,
  emailConfirmationContract,
  passwordChangeContract,
  termsAcceptanceContract,
  termsContract,
} from "@/features/account/server";
import { faqContract } from "@/features/help/server";
import {
  recallByVinContract,
  recallCampaignContract,
  recallTokenContract,
} from "@/features/recall/server";
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
  authLoginContract,
  authSessionContract,
  userContract,
  monitoringContract,
  accountContract,
  accountUpdateContract,
  accountDeleteContract,
  emailChangeContract,
  emailConfirmationContract,
  passwordChangeContract,
  accountExportContract,
  termsContract,
  termsAcceptanceContract,
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
  operatorCredentialsContract,
  revokeOperatorCredentialContract,
  issueDealerCredentialsContract,
  faqContract,
  recallTokenContract,
  recallByVinContract,
  recallCampaignContract,
];
