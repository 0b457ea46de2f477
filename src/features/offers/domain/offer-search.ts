import { samePtBrName } from "@/lib/format";
import { coversDealer, coversPlace, type PlaceOfSearch } from "./coverage";
import {
  isOfferActive,
  type Offer,
  type OfferDealer,
  type OfferKind,
  type OfferListItem,
} from "./offer";
import type { OfferFilters } from "./offer-filters";
import { compareOffers, defaultOfferSort, type OfferSort } from "./offer-sort";

export interface OfferSearch {
  place: PlaceOfSearch;
  filters: OfferFilters;
  kind?: OfferKind;
  /** Nearest first when not given. */
  sort?: OfferSort;
  now: Date;
}

const sameName = samePtBrName;

export function matchesFilters(offer: Offer, filters: OfferFilters, kind?: OfferKind): boolean {
  if (kind && offer.kind !== kind) return false;
  if (filters.category !== null && offer.model.categoryId !== filters.category) return false;
  if (filters.carName && !sameName(offer.model.name, filters.carName)) return false;
  if (filters.buyType && offer.buyType !== filters.buyType) return false;
  if (
    filters.segments.length > 0 &&
    !filters.segments.some((segment) => offer.segments.includes(segment))
  ) {
    return false;
  }
  return true;
}

/** The nearest dealer (dealers come nearest first) that sells the offer. */
export function nearestDealer(offer: Offer, dealersNearestFirst: readonly OfferDealer[]) {
  return dealersNearestFirst.find((dealer) => coversDealer(offer, dealer)) ?? null;
}

/**
 * The offers a shopper at this place sees: active, covering the place, matching the filters,
 * each with its nearest selling dealer; in the order asked (nearest first, then cheapest, unless
 * another is chosen).
 */
export function searchOfferList(
  catalog: readonly Offer[],
  dealersNearestFirst: readonly OfferDealer[],
  search: OfferSearch,
): OfferListItem[] {
  return catalog
    .filter(
      (offer) =>
        isOfferActive(offer, search.now) &&
        coversPlace(offer, search.place) &&
        matchesFilters(offer, search.filters, search.kind),
    )
    .map((offer) => ({ ...offer, dealer: nearestDealer(offer, dealersNearestFirst) }))
    .sort(compareOffers(search.sort ?? defaultOfferSort));
}

export function paginate<T>(items: readonly T[], page: number, size: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return {
    items: items.slice((page - 1) * size, page * size),
    page,
    size,
    total: items.length,
    totalPages,
  };
}
