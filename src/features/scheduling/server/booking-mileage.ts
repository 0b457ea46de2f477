import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { vehicleMileageReadings, vehicles } from "@/db/schema";
import { brasiliaIsoDay } from "@/lib/format";

/**
 * The mileage an owner gave for a confirmed booking becomes the garage's reading, in the booking's
 * transaction, when it is not below the last one: the owner read it off the panel that day, and
 * the garage asks again after six months (decision 050). A lower figure is left to the garage's own
 * form (`recordMileage`), which asks the owner to confirm it; it never lowers the reading from here.
 * Written here rather than through the garage's server module, whose imports a booking writer run
 * outside Next.js (the crash test's) cannot load.
 */
export async function noteBookingMileage(
  tx: DatabaseTransaction,
  reading: { ownerId: string; vehicleId: number; mileageKm: number; now: Date },
): Promise<boolean> {
  const [raised] = await tx
    .update(vehicles)
    .set({ mileageKm: reading.mileageKm, mileageReadAt: reading.now })
    .where(
      and(
        eq(vehicles.id, reading.vehicleId),
        eq(vehicles.ownerId, reading.ownerId),
        lte(vehicles.mileageKm, reading.mileageKm),
      ),
    )
    .returning({ id: vehicles.id });
  if (!raised) return false;
  await tx.insert(vehicleMileageReadings).values({
    vehicleId: reading.vehicleId,
    mileageKm: reading.mileageKm,
    readOn: brasiliaIsoDay(reading.now),
    source: "owner",
    confirmedLower: false,
    recordedBy: reading.ownerId,
  });
  return true;
}
