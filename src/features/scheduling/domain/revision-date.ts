import type { CartVehicle } from "./booking-cart";

/**
 * The earliest day a revision of the vehicle can have been done: its sale for a garage vehicle,
 * else the first sales of its model year (the year before it). Null without a vehicle.
 */
export function earliestRevisionDate(vehicle: CartVehicle | null): string | null {
  if (!vehicle) return null;
  return vehicle.soldOn ?? `${vehicle.modelYear - 1}-01-01`;
}
