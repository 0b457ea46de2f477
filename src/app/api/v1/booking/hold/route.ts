import { campaignCoversVehicle } from "@/features/recall/server";
import { holdSlotContract, requireOwner, writeBooking } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(holdSlotContract, async ({ body, request }) => ({
  status: 201,
  body: await writeBooking(await requireOwner(request), body, {
    mode: "hold",
    recallCoverage: campaignCoversVehicle,
  }),
}));
