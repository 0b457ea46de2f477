import {
  offersByIdListContract,
  offersByIds,
  pointFromQuery,
  toApiOffer,
} from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(offersByIdListContract, async ({ query }) => {
  const ids = [...new Set(query.ids.split(",").map(Number))];
  const result = await offersByIds(ids, pointFromQuery(query));
  return { body: { offers: result.offers.map(toApiOffer), missingIds: result.missingIds } };
});
