// The odometer reading rule the garage applies, shared with the booking API (its mileage and a
// revision's odometer): one limit and one order of checks wherever a reading is typed.

/** The highest reading taken: above it the number is a typo, not a car. */
export const maxMileageKm = 1_500_000;

export type ReadingProblem = "notWhole" | "negative" | "tooHigh";

/** What is wrong with a reading on its own, or null: whole kilometres, from 0 to the limit. */
export function readingProblem(value: number): ReadingProblem | null {
  if (!Number.isFinite(value) || !Number.isInteger(value)) return "notWhole";
  if (value < 0) return "negative";
  if (value > maxMileageKm) return "tooHigh";
  return null;
}

/**
 * Whether a reading below the vehicle's last one is refused: it is taken only once the owner
 * confirms it (a new panel, a typo corrected), in the garage and in a booking alike.
 */
export function lowerThanLastUnconfirmed(
  value: number,
  lastKm: number,
  confirmedLower: boolean,
): boolean {
  return value < lastKm && !confirmedLower;
}
