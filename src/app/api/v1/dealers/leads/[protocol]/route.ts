import { dealerLeadContract, getDealerLead, requireDealer } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerLeadContract, async ({ params, request }) => {
  const dealerId = await requireDealer(request);
  return { body: await getDealerLead(dealerId, params.protocol) };
});
