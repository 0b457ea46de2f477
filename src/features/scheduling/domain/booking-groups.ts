interface ListedBooking {
  status: "held" | "confirmed" | "cancelled";
  startsAt: string;
}

/**
 * An owner's bookings as the list reads them: the confirmed ones still to come, soonest first
 * (the next visit leads), then the rest, past or cancelled, most recent first.
 */
export function groupOwnerBookings<T extends ListedBooking>(
  bookings: readonly T[],
  now: Date,
): { upcoming: T[]; others: T[] } {
  const time = (booking: T) => new Date(booking.startsAt).getTime();
  const isUpcoming = (booking: T) =>
    booking.status === "confirmed" && time(booking) > now.getTime();
  return {
    upcoming: bookings.filter(isUpcoming).sort((a, b) => time(a) - time(b)),
    others: bookings.filter((booking) => !isUpcoming(booking)).sort((a, b) => time(b) - time(a)),
  };
}

interface VehicleOfBooking {
  vehicle: { vehicleId: number | null; vin: string | null };
}

/**
 * The bookings of one garage vehicle, as the garage lists them under that vehicle (decision 055):
 * by its id, or by its chassi for a booking made before the vehicle was in the garage.
 */
export function bookingsOfVehicle<T extends VehicleOfBooking>(
  bookings: readonly T[],
  vehicle: { id: number; vin: string },
): T[] {
  return bookings.filter(
    (booking) =>
      booking.vehicle.vehicleId === vehicle.id ||
      (booking.vehicle.vehicleId === null && booking.vehicle.vin === vehicle.vin),
  );
}

/**
 * The visits still to come of the owner's other vehicles, which the garage points to under the
 * selected one: a cancelled or past booking is no appointment to send the owner to.
 */
export function upcomingOfOtherVehicles<T extends ListedBooking>(
  bookings: readonly T[],
  shown: readonly T[],
  now: Date,
): number {
  const listed = new Set(shown);
  return groupOwnerBookings(
    bookings.filter((booking) => !listed.has(booking)),
    now,
  ).upcoming.length;
}
