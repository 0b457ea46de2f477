import { bookingBodySchema } from "@/features/scheduling/domain/booking-schema";

/**
 * The first revision of one owner's car at `slot`, as the scheduling flow confirms it; `extra`
 * replaces any field of it.
 */
export function revisionBooking(
  dealerCode: string,
  slot: { consultantId?: number; startsAt: string },
  extra: Record<string, unknown> = {},
) {
  return bookingBodySchema.parse({
    flowType: "periodic_revision",
    origin: "MY_ACCOUNT",
    vehicle: { modelCode: "BT41", modelYear: 2025, plate: "ABC1D23" },
    mileageKm: 9_800,
    dealerCode,
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
    ...extra,
  });
}

/**
 * A plate of its own for each slot (Mercosul format), for journeys that book slot after slot: a
 * car's periodic revision is booked once, so each booking is another car's.
 */
export function slotVehicle(slot: { consultantId?: number; startsAt: string }) {
  const quarter = Math.floor(new Date(slot.startsAt).getTime() / 900_000);
  const digits = String((quarter * 10 + ((slot.consultantId ?? 0) % 10)) % 10_000).padStart(4, "0");
  return { vehicle: { modelCode: "BT41", modelYear: 2025, plate: `SLT${digits}` } };
}
