export {
  buyTypes,
  directSalesSegments,
  offerKinds,
  type BuyType,
  type ComparisonFields,
  type CoverageKind,
  type Offer,
  type OfferDealer,
  type OfferKind,
  type OfferListItem,
} from "./domain/offer";
export {
  initialOfferFilters,
  offerFiltersReducer,
  offerFiltersToSearch,
  type OfferFilterAction,
  type OfferFilters,
} from "./domain/offer-filters";
export { parsePageQuery, type PageQuery } from "./domain/offer-query";
export { filtersFromQuery } from "./domain/offer-query";
export { OffersLoading } from "./components/offers-loading";
export { offersTexts, kindNames, buyTypeNames } from "./texts";
export { ComparisonTray } from "./components/comparison-tray";
export { listingMetadata } from "./listing-metadata";
export { HomeHero } from "./components/home-hero";
