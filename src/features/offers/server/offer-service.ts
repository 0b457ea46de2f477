import "server-only";
import { and, eq, gte, lt, lte } from "drizzle-orm";
import { listModels } from "@/features/catalog/server";
import { database } from "@/db";
import {
  campaigns,
  dealers,
  offers,
  vehicleCategories,
  vehicleModels,
  vehicleVersions,
} from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import { forgetPublicPages } from "@/lib/http/public-pages";
import { coversDealer, coversPlace, type PlaceOfSearch } from "../domain/coverage";
import {
  directSalesSegments,
  isOfferActive,
  type Offer,
  type OfferDealer,
  type OfferKind,
  type OfferListItem,
} from "../domain/offer";
import { initialOfferFilters, type OfferFilters } from "../domain/offer-filters";
import { applicableFilters, findModel } from "../domain/applicable-filters";
import { matchesFilters, nearestDealer, paginate, searchOfferList } from "../domain/offer-search";
import { defaultOfferSort, type OfferSort } from "../domain/offer-sort";
import { dealersByDistance, type Coordinates } from "./dealer-distance";
import { offerCatalog } from "./offer-catalog";
import {
  DealerDoesNotSellOfferError,
  UnknownModelError,
  NoDealerForOfferError,
  OfferEndedError,
} from "../domain/errors";

export type SearchPoint = PlaceOfSearch & Coordinates;

export interface OfferQuery {
  point: SearchPoint;
  filters: OfferFilters;
  kind?: OfferKind;
  /** Nearest first when not given. */
  sort?: OfferSort;
}

/**
 * The filters a search applies: an unknown model throws UnknownModelError; a model outside the
 * chosen category, or segments where the listing has none, are left out (applicableFilters), so
 * every listing and call searches what its filter form can show.
 */
export async function applicableSearchFilters(
  filters: OfferFilters,
  kind?: OfferKind,
): Promise<OfferFilters> {
  // Every model of the catalogue, with offers or not, from its cache.
  const models = (await listModels()).map((model) => ({
    name: model.name,
    categoryId: model.category.id,
  }));
  if (filters.carName && !findModel(models, filters.carName)) throw new UnknownModelError();
  return applicableFilters(filters, models, kind);
}

/**
 * A page's search leaves out a category or a model the catalogue does not have (an old or
 * hand-edited link, a model that left the line-up), as it does any filter it cannot read, and
 * says so: the form could not show it, "no offers" under "Todas as categorias" would contradict
 * itself, and a shopper who followed an old link still finds offers instead of a dead end.
 */
export async function withKnownCatalogue(
  filters: OfferFilters,
): Promise<{ filters: OfferFilters; dropped: boolean }> {
  if (filters.category === null && !filters.carName) return { filters, dropped: false };
  const models = await listModels();
  const knownCategory =
    filters.category === null || models.some((model) => model.category.id === filters.category);
  const knownModel =
    !filters.carName ||
    findModel(
      models.map((model) => ({ name: model.name, categoryId: model.category.id })),
      filters.carName,
    ) !== undefined;
  if (knownCategory && knownModel) return { filters, dropped: false };
  return {
    filters: {
      ...filters,
      ...(knownCategory ? {} : { category: null, categoryName: "" }),
      ...(knownModel ? {} : { carName: "" }),
    },
    dropped: true,
  };
}

/**
 * Ranked results per catalogue read, per dealer list (one per place), per filters and order: a listing
 * asked again within the catalogue's minute is a lookup, not a rank of every offer. Keyed by the
 * very arrays the two caches hand out, so a new catalogue (a price or flag changed) starts afresh.
 */
const rankedSearches = new WeakMap<
  readonly Offer[],
  WeakMap<readonly OfferDealer[], Map<string, OfferListItem[]>>
>();
const searchesPerPlace = 64;

function rememberedSearch(
  catalog: readonly Offer[],
  dealers: readonly OfferDealer[],
  key: string,
  rank: () => OfferListItem[],
): OfferListItem[] {
  let byDealers = rankedSearches.get(catalog);
  if (!byDealers) rankedSearches.set(catalog, (byDealers = new WeakMap()));
  let byKey = byDealers.get(dealers);
  if (!byKey) byDealers.set(dealers, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const ranked = rank();
  byKey.set(key, ranked);
  // Filters come from the address: endless combinations must not grow the memory.
  if (byKey.size > searchesPerPlace) byKey.delete(byKey.keys().next().value ?? key);
  return ranked;
}

/**
 * When the first offer of a ranked list ends: until then every offer of it is still valid, and a
 * request needs no pass over the list to say so.
 */
const rankedValidUntil = new WeakMap<readonly OfferListItem[], number>();

function validUntilOf(ranked: readonly OfferListItem[]): number {
  let until = rankedValidUntil.get(ranked);
  if (until === undefined) {
    until = Math.min(...ranked.map((offer) => offer.validUntil.getTime()));
    rankedValidUntil.set(ranked, until);
  }
  return until;
}

export async function searchOffers(query: OfferQuery): Promise<OfferListItem[]> {
  const [catalog, dealers] = await Promise.all([offerCatalog(), dealersByDistance(query.point)]);
  const now = new Date();
  const sort = query.sort ?? defaultOfferSort;
  const key = JSON.stringify([
    query.point.state,
    query.point.city,
    query.kind ?? "",
    query.filters,
    sort,
  ]);
  const ranked = rememberedSearch(catalog, dealers, key, () =>
    searchOfferList(catalog, dealers, {
      place: query.point,
      filters: query.filters,
      kind: query.kind,
      sort,
      now,
    }),
  );
  // An offer that ended since the ranking is dropped at once, as the catalogue promises.
  return now.getTime() <= validUntilOf(ranked)
    ? ranked
    : ranked.filter((offer) => isOfferActive(offer, now));
}

export type OfferPage = ReturnType<typeof paginate<OfferListItem>>;

/**
 * The same page of the same ranked list is the same object, so what is made from it (the API's
 * body, its serialized text and ETag) is made once, not per request.
 */
const pagesOfRanked = new WeakMap<readonly OfferListItem[], Map<string, OfferPage>>();
const pagesPerList = 32;

export async function searchOfferPage(
  query: OfferQuery & { page: number; size: number },
): Promise<OfferPage> {
  const ranked = await searchOffers(query);
  let pages = pagesOfRanked.get(ranked);
  if (!pages) pagesOfRanked.set(ranked, (pages = new Map()));
  const key = `${query.page}:${query.size}`;
  const known = pages.get(key);
  if (known) return known;
  const page = paginate(ranked, query.page, query.size);
  pages.set(key, page);
  if (pages.size > pagesPerList) pages.delete(pages.keys().next().value ?? key);
  return page;
}

/** The address of every offer valid today, for the sitemap. */
export async function activeOfferPaths() {
  const now = new Date();
  return (await offerCatalog())
    .filter((offer) => isOfferActive(offer, now))
    .map((offer) => ({ path: `/ofertas/${offer.slug}`, validFrom: offer.validFrom }));
}

/** Offers by id for the comparison: only active ones; the ids that are gone are reported. */
export async function offersByIds(ids: readonly number[], point: SearchPoint) {
  const [catalog, dealers] = await Promise.all([offerCatalog(), dealersByDistance(point)]);
  const now = new Date();
  const byId = new Map(
    catalog.filter((offer) => isOfferActive(offer, now)).map((offer) => [offer.id, offer]),
  );
  const found: OfferListItem[] = [];
  const missingIds: number[] = [];
  for (const id of ids) {
    const offer = byId.get(id);
    if (offer) found.push({ ...offer, dealer: nearestDealer(offer, dealers) });
    else missingIds.push(id);
  }
  return { offers: found, missingIds };
}

/** One active offer by its URL slug, with its nearest selling dealer; undefined when gone. */
export async function offerBySlug(
  slug: string,
  point: SearchPoint,
): Promise<OfferListItem | undefined> {
  const catalog = await offerCatalog();
  const offer = catalog.find((item) => item.slug === slug && isOfferActive(item, new Date()));
  if (!offer) return undefined;
  const dealers = await dealersByDistance(point);
  return { ...offer, dealer: nearestDealer(offer, dealers) };
}

/**
 * An offer whose link outlived it, by its slug, with the offers of the same model that a shopper
 * at this place can take now (nearest first). Undefined when no offer ever had the slug, or when
 * it has not started yet.
 */
export async function endedOfferBySlug(slug: string, point: SearchPoint, limit = 3) {
  const [ended] = await database()
    .select({ title: offers.title, modelName: vehicleModels.name })
    .from(offers)
    .innerJoin(vehicleVersions, eq(vehicleVersions.id, offers.versionId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .where(and(eq(offers.slug, slug), lt(offers.validUntil, new Date())))
    .limit(1);
  if (!ended) return undefined;
  const current = await searchOffers({
    point,
    filters: { ...initialOfferFilters, carName: ended.modelName },
  });
  return { title: ended.title, modelName: ended.modelName, current: current.slice(0, limit) };
}

async function activeOffer(id: number): Promise<Offer> {
  const offer = await activeOfferById(id);
  if (!offer) throw new OfferEndedError();
  return offer;
}

/** One active offer by id, from the catalogue alone (no dealer is ranked); undefined when gone. */
export async function activeOfferById(id: number): Promise<Offer | undefined> {
  return (await offerCatalog()).find((item) => item.id === id && isOfferActive(item, new Date()));
}

/**
 * An active offer and whether one dealer, by its code, sells it: one catalogue read and one
 * indexed dealer row, for a lead naming both. Undefined when the offer is gone.
 */
export async function offerAtDealer(
  offerId: number,
  dealerCode: string,
): Promise<{ offer: Offer; soldByDealer: boolean } | undefined> {
  const [offer, [dealer]] = await Promise.all([
    activeOfferById(offerId),
    database()
      .select({ id: dealers.id, stateCode: dealers.stateCode, city: dealers.city })
      .from(dealers)
      .where(eq(dealers.code, dealerCode)),
  ]);
  if (!offer) return undefined;
  return { offer, soldByDealer: dealer !== undefined && coversDealer(offer, dealer) };
}

/** The dealers that sell an offer, nearest to the point first. */
export async function dealersForOffer(offerId: number, point: SearchPoint, limit: number) {
  const offer = await activeOffer(offerId);
  const dealers = await dealersByDistance(point);
  return dealers.filter((dealer) => coversDealer(offer, dealer)).slice(0, limit);
}

/**
 * A dealer drawn at random among the five nearest that sell the offer (or the five nearest of all
 * when no offer is given), so leads of one region are shared among its dealers.
 */
export async function randomDealer(point: SearchPoint, offerId?: number) {
  const pool =
    offerId === undefined
      ? await dealersByDistance(point, { limit: 5 })
      : await dealersForOffer(offerId, point, 5);
  const drawn = pool[Math.floor(Math.random() * pool.length)];
  if (!drawn) throw new NoDealerForOfferError();
  return drawn;
}

export async function nearestDealers(point: SearchPoint, limit: number, stateOnly: boolean) {
  return dealersByDistance(point, {
    limit,
    stateCode: stateOnly && point.state !== "BR" ? point.state : undefined,
  });
}

/**
 * Allows (or withdraws) price negotiation at the dealers for one active offer. A dealer may change
 * it only for an offer it sells (403 otherwise); an operator (no dealer given) for any offer.
 */
export async function setOfferNegotiation(
  id: number,
  enabled: boolean,
  by: { dealerId?: number } = {},
) {
  const offer = await activeOffer(id);
  if (by.dealerId !== undefined) {
    const [dealer] = await database()
      .select({ id: dealers.id, stateCode: dealers.stateCode, city: dealers.city })
      .from(dealers)
      .where(eq(dealers.id, by.dealerId));
    if (!dealer || !coversDealer(offer, dealer)) {
      throw new DealerDoesNotSellOfferError();
    }
  }
  const [updated] = await database()
    .update(offers)
    .set({ negotiationEnabled: enabled })
    .where(eq(offers.id, id))
    .returning({ id: offers.id, negotiationEnabled: offers.negotiationEnabled });
  offerCatalog.clear();
  forgetPublicPages();
  if (!updated) throw new OfferEndedError();
  return updated;
}

/** Active campaigns with how many of their offers a shopper at this place can see. */
export async function activeCampaigns(point: SearchPoint) {
  const now = new Date();
  const [rows, catalog] = await Promise.all([
    database()
      .select()
      .from(campaigns)
      .where(and(lte(campaigns.startsAt, now), gte(campaigns.endsAt, now)))
      .orderBy(campaigns.endsAt),
    offerCatalog(),
  ]);
  const visible = catalog.filter((offer) => isOfferActive(offer, now) && coversPlace(offer, point));
  return rows.map((campaign) => ({
    id: campaign.id,
    slug: campaign.slug,
    name: campaign.name,
    description: campaign.description,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    offerCount: visible.filter((offer) => offer.campaign?.id === campaign.id).length,
  }));
}

/** The vehicle categories change only with the seed: read once every ten minutes. */
const vehicleCategoryList = readCache("offers.vehicle-categories", 10 * 60_000, () =>
  database().select().from(vehicleCategories).orderBy(vehicleCategories.id),
);

type FilterOptions = ReturnType<typeof countFilterOptions>;
const filterOptionsByCatalog = new WeakMap<readonly Offer[], Map<string, FilterOptions>>();

/** The choices of the filter form, each with how many offers it would show at this place. */
export async function filterOptions(point: SearchPoint, kind?: OfferKind): Promise<FilterOptions> {
  const [catalog, categories] = await Promise.all([offerCatalog(), vehicleCategoryList()]);
  let byPlace = filterOptionsByCatalog.get(catalog);
  if (!byPlace) filterOptionsByCatalog.set(catalog, (byPlace = new Map()));
  const key = `${point.state}|${point.city}|${kind ?? ""}`;
  const known = byPlace.get(key);
  if (known) return known;
  const options = countFilterOptions(catalog, categories, point, kind);
  byPlace.set(key, options);
  if (byPlace.size > 2_000) byPlace.delete(byPlace.keys().next().value ?? key);
  return options;
}

function countFilterOptions(
  catalog: readonly Offer[],
  categories: readonly (typeof vehicleCategories.$inferSelect)[],
  point: SearchPoint,
  kind?: OfferKind,
) {
  const now = new Date();
  const visible = catalog.filter(
    (offer) =>
      isOfferActive(offer, now) &&
      coversPlace(offer, point) &&
      matchesFilters(offer, initialOfferFilters, kind),
  );
  return {
    categories: categories.map((category) => {
      const inCategory = visible.filter((offer) => offer.model.categoryId === category.id);
      const models = new Map<string, { name: string; slug: string; offerCount: number }>();
      for (const offer of inCategory) {
        const model = models.get(offer.model.slug) ?? {
          name: offer.model.name,
          slug: offer.model.slug,
          offerCount: 0,
        };
        model.offerCount += 1;
        models.set(offer.model.slug, model);
      }
      return {
        id: category.id,
        name: category.name,
        offerCount: inCategory.length,
        models: [...models.values()],
      };
    }),
    buyTypes: (["cash", "financing"] as const).map((buyType) => ({
      id: buyType,
      offerCount: visible.filter((offer) => offer.buyType === buyType).length,
    })),
    segments: directSalesSegments.map((segment) => ({
      id: segment,
      offerCount: visible.filter((offer) => offer.segments.includes(segment)).length,
    })),
  };
}
