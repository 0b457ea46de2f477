import {
  applicableSearchFilters,
  offersContract,
  pointFromQuery,
  searchOffers,
  toApiOffer,
} from "@/features/offers/server";
import { filtersFromQuery } from "@/features/offers";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(offersContract, async ({ query }) => {
  const filters = await applicableSearchFilters(filtersFromQuery(query), query.kind);
  const offers = await searchOffers({
    point: pointFromQuery(query),
    filters,
    kind: query.kind,
    sort: query.sort,
  });
  return { body: { offers: offers.map(toApiOffer), total: offers.length } };
});
