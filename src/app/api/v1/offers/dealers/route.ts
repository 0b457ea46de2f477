import { dealersForOffer, offerDealersContract, pointFromQuery } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(offerDealersContract, async ({ query }) => ({
  body: { dealers: await dealersForOffer(query.offerId, pointFromQuery(query), query.limit) },
}));
