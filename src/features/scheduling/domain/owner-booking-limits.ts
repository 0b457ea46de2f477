/**
 * What one owner may hold at once. A private owner books a revision or a repair now and then;
 * without a bound, one account (or a script behind it) could confirm slot after slot with typed-in
 * vehicles and empty a dealer's calendar for the 90 days it opens.
 */
export const maxUpcomingBookings = 5;

export interface UpcomingBooking {
  dealerId: number;
  startsAt: Date;
  endsAt: Date;
}

export type OverbookingReason = "limit" | "elsewhere";

/**
 * Why the owner may not book `candidate` besides their confirmed bookings still to come, or null.
 * Two cars at one dealer at the same time is an owner bringing both; the same time at another
 * dealer is a person in two places.
 */
export function overbookingOf(
  upcoming: readonly UpcomingBooking[],
  candidate: UpcomingBooking,
  limit = maxUpcomingBookings,
): OverbookingReason | null {
  if (upcoming.length >= limit) return "limit";
  const elsewhere = upcoming.some(
    (booking) =>
      booking.dealerId !== candidate.dealerId &&
      booking.startsAt < candidate.endsAt &&
      candidate.startsAt < booking.endsAt,
  );
  return elsewhere ? "elsewhere" : null;
}
