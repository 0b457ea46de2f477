import "server-only";
export * from "./contracts";
export { offerCatalog } from "./server/offer-catalog";
export { dealersByDistance } from "./server/dealer-distance";
export {
  activeCampaigns,
  assertKnownModel,
  dealersForOffer,
  filterOptions,
  nearestDealers,
  offerBySlug,
  offersByIds,
  randomDealer,
  searchOfferPage,
  searchOffers,
  setOfferNegotiation,
  UnknownModelError,
  type OfferQuery,
  type SearchPoint,
} from "./server/offer-service";
export { pointFromLocation, pointFromQuery, toApiOffer } from "./server/api-shape";
