import {
  applicableSearchFilters,
  offersByPageContract,
  pointFromQuery,
  searchOfferPage,
  toApiOfferPage,
} from "@/features/offers/server";
import { filtersFromQuery } from "@/features/offers";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(offersByPageContract, async ({ query }) => {
  const filters = await applicableSearchFilters(filtersFromQuery(query), query.kind);
  const result = await searchOfferPage({
    point: pointFromQuery(query),
    filters,
    kind: query.kind,
    sort: query.sort,
    page: query.page,
    size: query.size,
  });
  return { body: toApiOfferPage(result) };
});
