import { availableMaintenanceContract, availableRevisions } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(availableMaintenanceContract, async ({ params }) => ({
  body: await availableRevisions(params.modelCode, params.modelYearOrRegion),
}));
