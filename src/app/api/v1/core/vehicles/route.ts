import {
  addVehicle,
  addVehicleContract,
  garageContract,
  garagePageData,
  removeVehicle,
  removeVehicleContract,
  requireOwner,
  vinCheckLimit,
} from "@/features/garage/server";
import { ownerRecallStatus } from "@/features/recall/server";
import { announceVehicleBookingsCancelled, vehicleDepartureOf } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(garageContract, async ({ request }) => {
  const { vehicles, selected, transfers } = await garagePageData(
    await requireOwner(request),
    ownerRecallStatus,
  );
  return { body: { vehicles, selectedVehicleId: selected?.id ?? null, transfers } };
});

// A chassi that is not the vehicle's is the same 404 as an unknown vehicle, and each try counts.
export const POST = defineRoute(addVehicleContract, async ({ body, request }) => {
  const ownerId = await requireOwner(request);
  await vinCheckLimit.consume({ account: ownerId });
  return { status: 201, body: { vehicle: await addVehicle(ownerId, body) } };
});

// The bookings still to come and the undecided corrections go with the vehicle, in the removal's
// transaction (decision 023): it may now be another owner's.
export const DELETE = defineRoute(removeVehicleContract, async ({ query, request }) => {
  const ownerId = await requireOwner(request);
  const cancelled = await removeVehicle(ownerId, query.vehicleId, vehicleDepartureOf(ownerId));
  await announceVehicleBookingsCancelled(cancelled);
  return { body: { removed: true as const } };
});
