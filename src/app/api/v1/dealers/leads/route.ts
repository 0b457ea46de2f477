import { dealerLeadsContract, listDealerLeads } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

// Only a dealer system's token gets here (the contract's callers); pulling delivers the leads.
export const GET = defineRoute(dealerLeadsContract, async ({ query, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  const since = query.since ? new Date(query.since) : undefined;
  return { body: { leads: await listDealerLeads(dealerId, { since, limit: query.limit }) } };
});
