import { detailedMaintenanceContract, detailedRevision } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(detailedMaintenanceContract, async ({ params }) => ({
  body: await detailedRevision(params.modelCode, params.modelYearOrRegion, params.revisionNumber),
}));
