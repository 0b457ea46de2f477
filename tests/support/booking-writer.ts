// A storefront process that books slot after slot until it is killed, for
// tests/integration/booking-crash.int.test.ts. It says on stdout which slot it is writing and which
// booking each write confirmed, so the test knows what a client was told before the process died.
import { writeBooking } from "@/features/scheduling/server/bookings";
import { firstAvailableDay } from "@/features/scheduling/server/calendar";
import { revisionBooking, slotVehicle } from "./revision-booking";

const job = JSON.parse(process.argv[2] ?? "{}") as { ownerId: string; dealerCode: string };

for (;;) {
  const day = await firstAvailableDay(job.dealerCode);
  const slot = day?.slots[0];
  if (!slot) throw new Error("no free slot left");
  process.stdout.write(`writing ${slot.consultantId} ${slot.startsAt}\n`);
  const booking = await writeBooking(
    job.ownerId,
    revisionBooking(job.dealerCode, slot, slotVehicle(slot)),
    {
      mode: "confirm",
    },
  );
  process.stdout.write(`confirmed ${booking.id}\n`);
}
