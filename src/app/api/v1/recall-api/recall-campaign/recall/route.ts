import { recallTexts } from "@/features/recall";
import {
  campaignByNumber,
  recallCampaignContract,
  requireRecallToken,
} from "@/features/recall/server";
import { apiErrors, defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(recallCampaignContract, async ({ query, request }) => {
  await requireRecallToken(request);
  const campaign = await campaignByNumber(query.number);
  if (!campaign) throw apiErrors.notFound(recallTexts.api.unknownCampaign);
  return { body: campaign };
});
