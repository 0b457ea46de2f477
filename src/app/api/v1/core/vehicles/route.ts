import {
  addVehicle,
  addVehicleContract,
  garageContract,
  garagePageData,
  removeVehicle,
  removeVehicleContract,
  requireOwner,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(garageContract, async () => {
  const { vehicles, selected, transfers } = await garagePageData(await requireOwner());
  return { body: { vehicles, selectedVehicleId: selected?.id ?? null, transfers } };
});

export const POST = defineRoute(addVehicleContract, async ({ body }) => ({
  status: 201,
  body: { vehicle: await addVehicle(await requireOwner(), body.vehicleId) },
}));

export const DELETE = defineRoute(removeVehicleContract, async ({ query }) => {
  await removeVehicle(await requireOwner(), query.vehicleId);
  return { body: { removed: true as const } };
});
