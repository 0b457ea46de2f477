/**
 * The furthest step an owner may stand on: one past the steps confirmed with "Continuar", and
 * never past the first step left to fill in (`firstOpenIndex`, 0-based; -1 when all are filled).
 * A step filled in by itself (the garage's mileage, the revision suggested) is not confirmed.
 */
export function furthestStep(
  stepCount: number,
  firstOpenIndex: number,
  confirmedStep: number,
): number {
  const open = firstOpenIndex === -1 ? stepCount : firstOpenIndex + 1;
  return Math.max(1, Math.min(open, confirmedStep + 1, stepCount));
}

/** Where a wizard opened again resumes: the furthest step, the review only through "Continuar". */
export function resumeStep(stepCount: number, firstOpenIndex: number, confirmedStep: number) {
  return Math.min(
    furthestStep(stepCount, firstOpenIndex, confirmedStep),
    Math.max(1, stepCount - 1),
  );
}
