/** Where a booking stands for its owner: still to come, its time gone by, or cancelled. */
export type BookingMoment = "upcoming" | "past" | "cancelled";

/** A confirmed booking whose start has come is past: its page no longer reads as just made. */
export function bookingMoment(
  booking: { status: string; startsAt: string },
  now: number,
): BookingMoment {
  if (booking.status === "cancelled") return "cancelled";
  return new Date(booking.startsAt).getTime() > now ? "upcoming" : "past";
}
