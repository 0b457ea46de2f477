import { pointFromQuery, randomDealer, randomOfferDealerContract } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(randomOfferDealerContract, async ({ query }) => ({
  body: { dealer: await randomDealer(pointFromQuery(query), query.offerId) },
}));
