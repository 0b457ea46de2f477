import { serviceOffersContract, serviceOffersFor } from "@/features/scheduling/server";
import { saoPauloToday } from "@/features/scheduling";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(serviceOffersContract, async ({ params }) => ({
  body: { offers: await serviceOffersFor(params.modelCodeId, params.dealerCode, saoPauloToday()) },
}));
