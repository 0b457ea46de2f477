interface BookingOfVehicle {
  status: "held" | "confirmed" | "cancelled";
  startsAt: string;
  services: readonly { code: string; name: string }[];
}

/**
 * The soonest confirmed booking still to come that already has one of the additional services
 * chosen for a vehicle, with that service: the same job booked twice for one car (two tabs of the
 * wizard, each confirmed) is refused and the owner sent to the booking that has it.
 */
export function liveBookingOfService<T extends BookingOfVehicle>(
  bookingsOfVehicle: readonly T[],
  serviceCodes: readonly string[],
  now: Date,
): { booking: T; service: T["services"][number] } | undefined {
  const live = bookingsOfVehicle
    .filter((booking) => booking.status === "confirmed" && new Date(booking.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const booking of live) {
    const service = booking.services.find((booked) => serviceCodes.includes(booked.code));
    if (service) return { booking, service };
  }
  return undefined;
}
