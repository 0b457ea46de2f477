import { additionalServicesContract, listAdditionalServices } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(additionalServicesContract, async ({ query }) => ({
  body: { services: await listAdditionalServices(query.modelCode) },
}));
