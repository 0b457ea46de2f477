import { dealerLeadContract, getDealerLead } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerLeadContract, async ({ params, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return { body: await getDealerLead(dealerId, params.protocol) };
});
