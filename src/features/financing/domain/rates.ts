export const financingPlans = ["cdc", "balloon"] as const;
export type FinancingPlan = (typeof financingPlans)[number];

/** A row of the lender's rate table (see the financing_rates table). */
export interface FinancingRate {
  plan: FinancingPlan;
  minDownPaymentPercent: number;
  maxDownPaymentPercent: number;
  termMonths: number;
  monthlyRateBasisPoints: number;
  residualPercent: number | null;
}

export interface FinancingFee {
  code: string;
  label: string;
  amountCents: number;
}

export interface RateTable {
  rates: readonly FinancingRate[];
  fees: readonly FinancingFee[];
}

/** The floor: the shopper pays at least 20% of the price up front. */
export const minimumDownPaymentPercent = 20;

/** Terms the table offers for a plan, shortest first. */
export function planTerms(rates: readonly FinancingRate[], plan: FinancingPlan): number[] {
  return [
    ...new Set(rates.filter((rate) => rate.plan === plan).map((rate) => rate.termMonths)),
  ].sort((a, b) => a - b);
}

/** The largest down payment (percent of the price) the table finances for a plan. */
export function maximumDownPaymentPercent(
  rates: readonly FinancingRate[],
  plan: FinancingPlan,
): number {
  return Math.max(
    minimumDownPaymentPercent,
    ...rates.filter((rate) => rate.plan === plan).map((rate) => rate.maxDownPaymentPercent),
  );
}

/** The rate for a down payment and term; on a shared band edge the higher band (lower rate) wins. */
export function findRate(
  rates: readonly FinancingRate[],
  plan: FinancingPlan,
  downPaymentPercent: number,
  termMonths: number,
): FinancingRate | undefined {
  return rates
    .filter(
      (rate) =>
        rate.plan === plan &&
        rate.termMonths === termMonths &&
        rate.minDownPaymentPercent <= downPaymentPercent &&
        downPaymentPercent <= rate.maxDownPaymentPercent,
    )
    .sort((a, b) => b.minDownPaymentPercent - a.minDownPaymentPercent)[0];
}
