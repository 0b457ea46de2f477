import {
  lookupFromQuery,
  requireOwner,
  searchVehicle,
  vehicleSearchContract,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(vehicleSearchContract, async ({ query, request }) => {
  const ownerId = await requireOwner(request);
  return { body: { vehicle: await searchVehicle(ownerId, lookupFromQuery(query)) } };
});
