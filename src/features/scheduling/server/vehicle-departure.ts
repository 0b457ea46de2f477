import "server-only";
import type { DatabaseTransaction } from "@/db";
import { cancelVehicleBookingsIn } from "./booking-cancellation";
import { withdrawVehicleClaimsIn } from "./claim-withdrawal";

/**
 * What a vehicle takes with it when it leaves the owner's garage (removed, or handed over), in
 * the same transaction: its bookings still to come (decision 023) and the revision corrections
 * the owner asked of it and no dealer decided yet, whose figures are the owner's and must not
 * land in the next owner's car. Answers the cancellation mails to send once it is committed.
 */
export function vehicleDepartureOf(ownerId: string) {
  return async (tx: DatabaseTransaction, vehicleId: number): Promise<number[]> => {
    await withdrawVehicleClaimsIn(tx, ownerId, vehicleId);
    return cancelVehicleBookingsIn(tx, ownerId, vehicleId);
  };
}
