import {
  assertKnownModel,
  offersByPageContract,
  pointFromQuery,
  searchOfferPage,
  toApiOfferPage,
} from "@/features/offers/server";
import { filtersFromQuery } from "@/features/offers";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(offersByPageContract, async ({ query }) => {
  const filters = filtersFromQuery(query);
  await assertKnownModel(filters);
  const result = await searchOfferPage({
    point: pointFromQuery(query),
    filters,
    kind: query.kind,
    page: query.page,
    size: query.size,
  });
  return { body: toApiOfferPage(result) };
});
