/** A reading of the garage's odometer history. */
export interface OdometerReading {
  mileageKm: number;
  /** The day of the reading, YYYY-MM-DD. */
  readOn: string;
  /** A reading below the one before it that the owner confirmed: the panel was replaced. */
  confirmedLower: boolean;
}

/**
 * The first reading taken after a past revision that is below the odometer the owner says the
 * revision recorded, or null. An odometer never goes back, so such a revision figure is a typo.
 * A replaced panel (a confirmed lower reading) starts counting again: nothing after it is compared.
 * A reading of the revision's own day is left alone, since its hour is unknown.
 */
export function laterReadingBelow(
  revision: { performedOn: string; odometerKm: number },
  readings: readonly OdometerReading[],
): OdometerReading | null {
  const later = readings
    .filter((reading) => reading.readOn > revision.performedOn)
    .sort((a, b) => a.readOn.localeCompare(b.readOn));
  for (const reading of later) {
    if (reading.confirmedLower) return null;
    if (reading.mileageKm < revision.odometerKm) return reading;
  }
  return null;
}
