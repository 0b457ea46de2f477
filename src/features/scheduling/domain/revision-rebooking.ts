const revisionCode = /^REVISAO-(\d+)$/;

/** The revision number a booked service stands for, or null for any other service. */
export function revisionNumberOf(code: string): number | null {
  const number = Number(revisionCode.exec(code)?.[1]);
  return Number.isInteger(number) && number > 0 ? number : null;
}

interface BookingOfVehicle {
  status: "held" | "confirmed" | "cancelled";
  startsAt: string;
  services: readonly { code: string }[];
}

/**
 * The confirmed booking still to come that already covers this revision of one vehicle: a periodic
 * revision is done once, so a second booking of it is refused and the owner sent to the first.
 */
export function liveBookingOfRevision<T extends BookingOfVehicle>(
  bookingsOfVehicle: readonly T[],
  revisionNumber: number,
  now: Date,
): T | undefined {
  return bookingsOfVehicle.find(
    (booking) =>
      booking.status === "confirmed" &&
      new Date(booking.startsAt) > now &&
      booking.services.some((service) => revisionNumberOf(service.code) === revisionNumber),
  );
}
