/**
 * Sign&Drive prices: a monthly share of the list price that falls with the term and rises with
 * the mileage band, rounded to end in ,90 like the brand's published plans.
 */
export const subscriptionModelSlugs = ["polo", "virtus", "nivus", "t-cross", "tera", "taos"];
export const subscriptionTerms = [12, 24, 36, 48] as const;
export const subscriptionKmBands = [1000, 1500, 2000, 2500] as const;

const termShare: Record<(typeof subscriptionTerms)[number], number> = {
  12: 0.034,
  24: 0.03,
  36: 0.0275,
  48: 0.026,
};
const kmSurcharge: Record<(typeof subscriptionKmBands)[number], number> = {
  1000: 0,
  1500: 0.05,
  2000: 0.1,
  2500: 0.16,
};

export function subscriptionPrice(
  listPriceCents: number,
  termMonths: (typeof subscriptionTerms)[number],
  kmPerMonth: (typeof subscriptionKmBands)[number],
): number {
  const monthly = listPriceCents * termShare[termMonths] * (1 + kmSurcharge[kmPerMonth]);
  return Math.round(monthly / 1000) * 1000 - 10;
}
