import { dealerLeadsContract, listDealerLeads, requireDealer } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerLeadsContract, async ({ query, request }) => {
  const dealerId = await requireDealer(request);
  const since = query.since ? new Date(query.since) : undefined;
  return { body: { leads: await listDealerLeads(dealerId, { since, limit: query.limit }) } };
});
