// A storefront process that books slot after slot until it is killed, for
// tests/integration/booking-crash.int.test.ts. It says on stdout which slot it is writing and which
// booking each write confirmed, so the test knows what a client was told before the process died.
import { bookingBodySchema } from "@/features/scheduling/domain/booking-schema";
import { writeBooking } from "@/features/scheduling/server/bookings";
import { firstAvailableDay } from "@/features/scheduling/server/calendar";

const job = JSON.parse(process.argv[2] ?? "{}") as { ownerId: string; dealerCode: string };

for (;;) {
  const day = await firstAvailableDay(job.dealerCode);
  const slot = day?.slots[0];
  if (!slot) throw new Error("no free slot left");
  process.stdout.write(`writing ${slot.consultantId} ${slot.startsAt}\n`);
  const booking = await writeBooking(
    job.ownerId,
    bookingBodySchema.parse({
      flowType: "periodic_revision",
      origin: "MY_ACCOUNT",
      vehicle: { modelCode: "BT41", modelYear: 2025, plate: "ABC1D23" },
      mileageKm: 9_800,
      dealerCode: job.dealerCode,
      consultantId: slot.consultantId,
      startsAt: slot.startsAt,
      revisionNumber: 1,
      serviceCodes: ["ALINHAMENTO"],
      contact: {
        name: "Ana Souza",
        email: "ana@exemplo.com.br",
        phone: "(11) 91234-5678",
        preference: 3,
      },
    }),
    { mode: "confirm" },
  );
  process.stdout.write(`confirmed ${booking.id}\n`);
}
