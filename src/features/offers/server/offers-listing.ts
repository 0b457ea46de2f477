import "server-only";
import { defaultSearchLocation, type SearchLocation } from "@/features/location";
import type { BuyType, OfferKind, OfferListItem } from "../domain/offer";
import { initialOfferFilters, type OfferFilters } from "../domain/offer-filters";
import { defaultPageSize, parsePageQuery } from "../domain/offer-query";
import { listingSearch, offerSorts, sortSlug, type OfferSort } from "../domain/offer-sort";
import { filtersBySegment } from "../domain/applicable-filters";
import { offersTexts, sortNames } from "../texts";
import { pointFromLocation } from "./api-shape";
import {
  applicableSearchFilters,
  filterOptions,
  searchOfferPage,
  withKnownCatalogue,
} from "./offer-service";

export type SearchParams = Record<string, string | string[] | undefined>;

const basePaths: Record<OfferKind | "all", string> = {
  all: "/ofertas",
  model: "/ofertas/modelo",
  dealer: "/ofertas/rede-de-concessionaria",
  "direct-sales": "/ofertas/vendas-diretas",
};

function hrefWith(path: string, search: URLSearchParams, changes: Record<string, string> = {}) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The results' heading: another page of results opens there, not at the filters or the bottom. */
export const resultsAnchor = "resultados";
const atResults = (href: string) => `${href}#${resultsAnchor}`;

export interface ModelChoice {
  name: string;
  offerCount: number;
  href: string;
}

/** Everything an offers listing shows, computed once on the server; the components only render. */
export interface OffersListing {
  title: string;
  intro: string;
  place: SearchLocation;
  wholeCountry: boolean;
  /** The address held filters that made no sense: the listing fell back to all offers. */
  fellBack: boolean;
  /** /modelo without a model: the models to choose from instead of offers. */
  modelChoices: ModelChoice[] | null;
  filters: {
    initial: OfferFilters;
    /** The order of the results, chosen in the same form. */
    sort: OfferSort;
    /** The orders as the form offers them: the address's value and the name of each. */
    order: { applied: string; options: { value: string; label: string }[] };
    /** Changes whenever the applied filters or order change, so the form starts again from them. */
    key: string;
    /** Parameters a new search from the form keeps: the whole country, once the shopper widened it. */
    carried: [name: string, value: string][];
    categories: Awaited<ReturnType<typeof filterOptions>>["categories"];
    buyTypes: BuyType[];
    showSegments: boolean;
  };
  results: {
    total: number;
    offers: OfferListItem[];
    firstIndex: number;
    listId: string;
    listName: string;
    page: number;
    totalPages: number;
    previousHref: string | null;
    nextHref: string | null;
    /** With no result: the same filters over the whole country, unless already there. */
    widenRegionHref: string | null;
    clearHref: string;
  };
}

interface ListingRequest {
  kind?: OfferKind;
  /** The /modelo pages: pick a model first, then its offers. */
  byModel?: boolean;
  search: SearchParams;
  location: SearchLocation;
}

/**
 * One listing page's view: the same search as GET /api/v1/offers/byPage (ranked once per place
 * and filters, then one page cut from it), the filter choices, and every link the page shows.
 * A category or a model the catalogue does not have is left out, and the page says so.
 */
export async function loadOffersListing({
  kind,
  byModel = false,
  search,
  location,
}: ListingRequest): Promise<OffersListing> {
  const query = parsePageQuery(search);
  const place = query.wholeCountry ? defaultSearchLocation : location;
  // The whole country widens which offers count, not where the shopper is: the nearest dealer
  // and its distance are still measured from the shopper's own place.
  const point = query.wholeCountry
    ? { ...pointFromLocation(location), state: place.state, city: place.city }
    : pointFromLocation(place);
  // What the form shows is what is searched: filters that contradict the rest are left out.
  const known = await withKnownCatalogue(query.filters);
  const filters = await applicableSearchFilters(known.filters, kind);
  const searchPage = (page: number) =>
    searchOfferPage({ point, filters, kind, sort: query.sort, page, size: query.size });
  const [found, options] = await Promise.all([searchPage(query.page), filterOptions(point, kind)]);
  // A page past the end (an old link, fewer offers now) shows the last page.
  const result = found.page > found.totalPages ? await searchPage(found.totalPages) : found;

  const texts: { title: string; intro: string; wholeCountryIntro?: string } =
    offersTexts.pages[kind ?? "all"];
  const path = `${basePaths[kind ?? "all"]}${byModel && kind !== "model" ? "/modelo" : ""}`;
  // Every link of the listing keeps the filters, the order, the whole country once chosen and a
  // page size asked for (?size=24: the next page at 12 would repeat offers already seen); a new
  // choice starts at page 1.
  const carried: [name: string, value: string][] = [];
  if (query.wholeCountry) carried.push(["regiao", "brasil"]);
  if (query.size !== defaultPageSize) carried.push(["size", String(query.size)]);
  const linkSearch = (shown: OfferFilters) =>
    new URLSearchParams([...listingSearch(shown, query.sort), ...carried]);
  const filterSearch = linkSearch(filters);
  const choosingModel = byModel && !filters.carName;

  return {
    title:
      byModel && filters.carName
        ? offersTexts.byModelTitle(texts.title, result.items[0]?.model.name ?? filters.carName)
        : texts.title,
    intro: query.wholeCountry ? (texts.wholeCountryIntro ?? texts.intro) : texts.intro,
    place,
    wholeCountry: query.wholeCountry,
    fellBack: query.fellBack || known.dropped,
    modelChoices: choosingModel
      ? options.categories
          .filter((category) => filters.category === null || category.id === filters.category)
          .flatMap((category) =>
            category.models.map((model) => ({
              name: model.name,
              offerCount: model.offerCount,
              href: hrefWith(
                path,
                // The place, the region and the order go along, not the other filters: the count
                // is the model's offers in this place, whatever they are.
                linkSearch({
                  ...initialOfferFilters,
                  coverage: filters.coverage,
                  category: category.id,
                  categoryName: category.name,
                  carName: model.name,
                }),
              ),
            })),
          )
      : null,
    filters: {
      initial: filters,
      sort: query.sort,
      order: {
        applied: sortSlug(query.sort),
        options: offerSorts.map((sort) => ({ value: sortSlug(sort), label: sortNames[sort] })),
      },
      key: filterSearch.toString(),
      carried,
      categories: options.categories,
      buyTypes: options.buyTypes
        .filter((option) => option.offerCount > 0)
        .map((option) => option.id),
      showSegments: filtersBySegment(kind),
    },
    results: {
      total: result.total,
      offers: result.items,
      firstIndex: (result.page - 1) * result.size,
      listId: `ofertas-${kind ?? "todas"}`,
      listName: texts.title,
      page: result.page,
      totalPages: result.totalPages,
      previousHref:
        result.page > 1
          ? atResults(hrefWith(path, filterSearch, { page: String(result.page - 1) }))
          : null,
      nextHref:
        result.page < result.totalPages
          ? atResults(hrefWith(path, filterSearch, { page: String(result.page + 1) }))
          : null,
      widenRegionHref:
        place.state !== "BR" ? hrefWith(path, filterSearch, { regiao: "brasil" }) : null,
      clearHref: path,
    },
  };
}
