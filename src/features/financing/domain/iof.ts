/**
 * IOF on credit to individuals (Decreto 6.306/2007, art. 7º, I, "b", 2, with the 0,38% additional
 * of art. 7º, § 15): 0,0082% a day on each amount of principal for the days until it is repaid,
 * counted up to 365 days, plus 0,38% of the whole credit.
 */
export const iofDailyRate = 0.000082;
export const iofAdditionalRate = 0.0038;
export const iofMaxDays = 365;

/** IOF of a credit repaid by `amortisations`, one per 30-day month. */
export function creditIof(credit: number, amortisations: readonly number[]): number {
  const daily = amortisations.reduce(
    (sum, amortisation, index) =>
      sum + amortisation * iofDailyRate * Math.min(30 * (index + 1), iofMaxDays),
    0,
  );
  return credit * iofAdditionalRate + daily;
}
