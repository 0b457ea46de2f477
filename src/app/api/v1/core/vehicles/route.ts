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

export const GET = defineRoute(garageContract, async ({ request }) => {
  const { vehicles, selected, transfers } = await garagePageData(await requireOwner(request));
  return { body: { vehicles, selectedVehicleId: selected?.id ?? null, transfers } };
});

export const POST = defineRoute(addVehicleContract, async ({ body, request }) => ({
  status: 201,
  body: { vehicle: await addVehicle(await requireOwner(request), body.vehicleId) },
}));

export const DELETE = defineRoute(removeVehicleContract, async ({ query, request }) => {
  await removeVehicle(await requireOwner(request), query.vehicleId);
  return { body: { removed: true as const } };
});
