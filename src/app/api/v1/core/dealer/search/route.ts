import { dealerSearchContract, searchDealers } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerSearchContract, async ({ query }) => ({
  body: { dealers: await searchDealers(query.q) },
}));
