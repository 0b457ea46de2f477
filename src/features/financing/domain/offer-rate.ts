import type { FinancingPlan } from "./rates";

/**
 * An offer's own financing condition, as its advertisement states it ("entrada de 50% e 24x,
 * taxa 0% a.m."): the offer's rate replaces the lender's table on the CDC plan from the offer's
 * down payment up and for terms up to the offer's. Outside it the table's rate applies, as a
 * dealer's finance desk would quote.
 */
export interface OfferRate {
  monthlyRateBasisPoints: number;
  minDownPaymentCents: number;
  maxTermMonths: number;
}

export function offerRateApplies(
  offerRate: OfferRate | undefined,
  input: { plan: FinancingPlan; downPaymentCents: number; termMonths: number },
): offerRate is OfferRate {
  return (
    offerRate !== undefined &&
    input.plan === "cdc" &&
    input.downPaymentCents >= offerRate.minDownPaymentCents &&
    input.termMonths <= offerRate.maxTermMonths
  );
}

/** "0,99" (an offer's advertised monthly rate, in percent) as 99 basis points. */
export function basisPointsOfRateText(percent: string): number | undefined {
  const value = Number(percent.trim().replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}

/** The OfferRate of an offer's advertised financing terms; none for a cash offer. */
export function offerRateOf(
  financing: { downPaymentCents: number; installments: number; monthlyRatePercent: string } | null,
): OfferRate | undefined {
  if (!financing) return undefined;
  const basisPoints = basisPointsOfRateText(financing.monthlyRatePercent);
  if (basisPoints === undefined) return undefined;
  return {
    monthlyRateBasisPoints: basisPoints,
    minDownPaymentCents: financing.downPaymentCents,
    maxTermMonths: financing.installments,
  };
}
