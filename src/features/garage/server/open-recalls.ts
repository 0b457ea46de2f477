import type { GarageVehicle } from "./vehicle-shape";

/** A recall campaign still to be done on a vehicle, as the garage names it. */
export interface OpenRecall {
  number: string;
  title: string;
}

export type GarageVehicleWithRecalls = GarageVehicle & { openRecalls: OpenRecall[] };

/**
 * The recall feature's reading of an owner's vehicles (`ownerRecallStatus`): the recall sits above
 * the garage, so the route hands it in and the garage never writes its own coverage rule.
 */
export type OwnerOpenRecalls = (
  ownerId: string,
) => Promise<readonly { vehicle: { id: number }; open: readonly OpenRecall[] }[]>;

/** Each garage vehicle with its open campaigns; a vehicle the reading lacks has none. */
export function withOpenRecalls(
  vehicles: readonly GarageVehicle[],
  statuses: Awaited<ReturnType<OwnerOpenRecalls>>,
): GarageVehicleWithRecalls[] {
  const byVehicle = new Map(statuses.map((status) => [status.vehicle.id, status.open]));
  return vehicles.map((vehicle) => ({
    ...vehicle,
    openRecalls: (byVehicle.get(vehicle.id) ?? []).map(({ number, title }) => ({ number, title })),
  }));
}
