import { dueRevisionNumber } from "@/features/garage";
import type { CartVehicle } from "../domain/booking-cart";

/**
 * The periodic revision the wizard suggests for a vehicle at a reading: the garage's rule, after
 * the revisions its history already holds. A typed vehicle has no history here; one with no sale
 * day counts from the December before its model year.
 */
export function suggestedRevision(
  vehicle: CartVehicle,
  mileageKm: number,
  today: string,
  revisionsDone: Partial<Record<number, number>>,
): number {
  return dueRevisionNumber(
    vehicle.soldOn ?? `${vehicle.modelYear - 1}-12-01`,
    mileageKm,
    today,
    vehicle.id ? (revisionsDone[vehicle.id] ?? 0) : 0,
  );
}
