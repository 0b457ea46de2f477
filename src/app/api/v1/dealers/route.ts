import { dealersContract, nearestDealers, pointFromQuery } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealersContract, async ({ query }) => ({
  body: {
    dealers: await nearestDealers(pointFromQuery(query), query.limit, query.sameState === "true"),
  },
}));
