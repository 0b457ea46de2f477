import "server-only";
export {
  campaignsContract,
  categoryFiltersContract,
  dealersContract,
  enableNegotiationContract,
  offerDealersContract,
  offersByIdListContract,
  offersByPageContract,
  offersContract,
  randomOfferDealerContract,
} from "./contracts";
export { offerCatalog } from "./server/offer-catalog";
export { dealersByDistance } from "./server/dealer-distance";
export {
  activeCampaigns,
  activeOfferById,
  activeOfferPaths,
  applicableSearchFilters,
  dealersForOffer,
  endedOfferBySlug,
  filterOptions,
  nearestDealers,
  offerAtDealer,
  offerBySlug,
  offersByIds,
  randomDealer,
  searchOfferPage,
  searchOffers,
  setOfferNegotiation,
} from "./server/offer-service";
export { pointFromLocation, pointFromQuery, toApiOffer, toApiOfferPage } from "./server/api-shape";
export { OffersListingPage } from "./components/offers-listing-page";
export type { SearchParams } from "./server/offers-listing";
export type { SearchPoint } from "./server/offer-service";
export {
  OfferConditions,
  OfferDealers,
  OfferHeader,
  OfferSpecs,
} from "./components/offer-sections";
export { OfferJsonLd } from "./components/offer-json-ld";
export { EndedOffer } from "./components/ended-offer";
export { OutsideRegionNotice } from "./components/outside-region-notice";
export { coversPlace } from "./domain/coverage";
export { ComparisonPage } from "./components/comparison-page";
export { DealerNetworkPage } from "./components/dealer-network-page";
export { HomeOffers } from "./components/home-offers";
