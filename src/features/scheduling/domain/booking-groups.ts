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
