import type { OfferListItem } from "./offer";
import { offerFiltersToSearch, type OfferFilters } from "./offer-filters";

/**
 * The orders a shopper can list offers in: nearest selling dealer first (the default, and the
 * listing's order before there was a choice), or by the offer's price (SPEC.md's `price`: the
 * vehicle's price in the offer, not an instalment), cheapest or dearest first.
 */
export const offerSorts = ["distance", "price-asc", "price-desc"] as const;
export type OfferSort = (typeof offerSorts)[number];
export const defaultOfferSort: OfferSort = "distance";

/** The listing's address names the order in Portuguese (`?ordem=`); the default is left out. */
export const sortSlugs = ["menor-preco", "maior-preco"] as const;
type SortSlug = (typeof sortSlugs)[number];
const sortBySlug: Record<SortSlug, OfferSort> = {
  "menor-preco": "price-asc",
  "maior-preco": "price-desc",
};

/** The order an address names; anything else (absent, empty, unknown) is the default. */
export function sortFromSlug(slug: string | undefined): OfferSort {
  return slug !== undefined && Object.hasOwn(sortBySlug, slug)
    ? sortBySlug[slug as SortSlug]
    : defaultOfferSort;
}

/** The `?ordem=` value of an order, or "" for the default (which the address leaves out). */
export function sortSlug(sort: OfferSort): SortSlug | "" {
  return sortSlugs.find((slug) => sortBySlug[slug] === sort) ?? "";
}

/**
 * A listing's query: the filters, then the order unless it is the default. Pages, the form and
 * every link of a listing build it here, so a chosen order goes wherever the filters go.
 */
export function listingSearch(filters: OfferFilters, sort: OfferSort): URLSearchParams {
  const search = offerFiltersToSearch(filters);
  const slug = sortSlug(sort);
  if (slug) search.set("ordem", slug);
  return search;
}

type Sortable = Pick<OfferListItem, "id" | "priceCents" | "dealer">;

const distanceOf = (offer: Sortable) => offer.dealer?.distanceKm ?? Number.POSITIVE_INFINITY;
const byDistance = (a: Sortable, b: Sortable) => distanceOf(a) - distanceOf(b);
const byPrice = (a: Sortable, b: Sortable) => a.priceCents - b.priceCents;

/**
 * How two offers compare in an order. Ties fall to the other criterion (at the same price, the
 * nearer first; at the same distance, the cheaper first) and last to the id, so a page of results
 * is the same on every request and the API and the page agree.
 */
export function compareOffers(sort: OfferSort): (a: Sortable, b: Sortable) => number {
  switch (sort) {
    case "distance":
      return (a, b) => byDistance(a, b) || byPrice(a, b) || a.id - b.id;
    case "price-asc":
      return (a, b) => byPrice(a, b) || byDistance(a, b) || a.id - b.id;
    case "price-desc":
      return (a, b) => byPrice(b, a) || byDistance(a, b) || a.id - b.id;
  }
}
