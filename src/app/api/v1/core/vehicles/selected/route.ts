import { requireOwner, selectVehicle, selectVehicleContract } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(selectVehicleContract, async ({ body }) => {
  await selectVehicle(await requireOwner(), body.vehicleId);
  return { body: { selectedVehicleId: body.vehicleId } };
});
