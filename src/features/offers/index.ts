export { type Offer, type OfferListItem } from "./domain/offer";
export { initialOfferFilters } from "./domain/offer-filters";
export { filtersFromQuery } from "./domain/offer-query";
export { offersTexts } from "./texts";
export { ComparisonTray } from "./components/comparison-tray";
export { listingMetadata } from "./listing-metadata";
export { HomeHero } from "./components/home-hero";
