import {
  lookupFromQuery,
  requireOwner,
  searchVehicle,
  vehicleLookupLimit,
  vehicleSearchContract,
  vinCheckLimit,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(vehicleSearchContract, async ({ query, request }) => {
  const ownerId = await requireOwner(request);
  await vehicleLookupLimit.consume({ account: ownerId });
  const lookup = lookupFromQuery(query);
  if (lookup.kind === "vin") await vinCheckLimit.consume({ account: ownerId });
  return { body: { vehicle: await searchVehicle(ownerId, lookup) } };
});
