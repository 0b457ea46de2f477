import { recallTexts } from "@/features/recall";
import {
  recallByVin,
  recallByVinContract,
  recallLookupLimit,
  requireRecallToken,
} from "@/features/recall/server";
import { apiErrors, defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(recallByVinContract, async ({ query, request }) => {
  await recallLookupLimit.consume({ ip: request });
  await requireRecallToken(request);
  const status = await recallByVin(query.chassi);
  if (!status) throw apiErrors.notFound(recallTexts.api.notFound);
  const { id: _id, nickname: _nickname, ...vehicle } = status.vehicle;
  return {
    body: {
      vehicle,
      openCampaigns: status.open,
      completedCampaigns: status.completed.map(({ repair, ...campaign }) => ({
        ...campaign,
        repairedOn: repair.repairedOn,
        dealer: repair.dealer,
      })),
    },
    headers: { "cache-control": "no-store" },
  };
});
