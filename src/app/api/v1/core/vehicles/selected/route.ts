import { requireOwner, selectVehicle, selectVehicleContract } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(selectVehicleContract, async ({ body, request }) => {
  await selectVehicle(await requireOwner(request), body.vehicleId);
  return { body: { selectedVehicleId: body.vehicleId } };
});
