import { activeCampaigns, campaignsContract, pointFromQuery } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(campaignsContract, async ({ query }) => ({
  body: { campaigns: await activeCampaigns(pointFromQuery(query)) },
}));
