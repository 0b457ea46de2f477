import { creditIof } from "./iof";
import { amortisationSchedule, instalment, internalMonthlyRate, yearlyRate } from "./price-table";
import {
  findRate,
  maximumDownPaymentPercent,
  minimumDownPaymentPercent,
  planTerms,
  type FinancingFee,
  type FinancingPlan,
  type RateTable,
} from "./rates";
import { financingTexts } from "../texts";
import { offerRateApplies, type OfferRate } from "./offer-rate";

export interface SimulationInput {
  plan: FinancingPlan;
  priceCents: number;
  downPaymentCents: number;
  termMonths: number;
}

export interface SimulationResult extends SimulationInput {
  monthlyRate: number;
  /** True when the offer's own rate replaced the lender's table (see OfferRate). */
  offerRateApplied: boolean;
  yearlyRate: number;
  /** What the lender pays the dealer: the price minus the down payment. */
  releasedCents: number;
  fees: FinancingFee[];
  iofCents: number;
  /** Released amount plus fees and IOF, which are financed with the vehicle. */
  financedCents: number;
  instalmentCents: number;
  /** The residual paid with the last instalment (balloon plan); 0 on CDC. */
  residualCents: number;
  totalPaidCents: number;
  cetMonthly: number;
  cetYearly: number;
}

export type SimulationField = "downPayment" | "termMonths" | "plan";
export type SimulationErrors = Partial<Record<SimulationField, string>>;

export type SimulationOutcome =
  { ok: true; result: SimulationResult } | { ok: false; errors: SimulationErrors };

const toCents = (value: number) => Math.round(value);

/** The down-payment limits for a price, in cents. */
export function downPaymentLimits(table: RateTable, plan: FinancingPlan, priceCents: number) {
  return {
    minCents: Math.ceil((priceCents * minimumDownPaymentPercent) / 100),
    maxCents: Math.floor((priceCents * maximumDownPaymentPercent(table.rates, plan)) / 100),
  };
}

/** Checks the input against the rate table; each refusal names its field in pt-BR. */
export function validateSimulation(table: RateTable, input: SimulationInput): SimulationErrors {
  const errors: SimulationErrors = {};
  const terms = planTerms(table.rates, input.plan);
  if (terms.length === 0) errors.plan = financingTexts.errors.unknownPlan;
  else if (!terms.includes(input.termMonths))
    errors.termMonths = financingTexts.errors.term(terms[0] ?? 0, terms.at(-1) ?? 0);

  const { minCents, maxCents } = downPaymentLimits(table, input.plan, input.priceCents);
  if (input.downPaymentCents > input.priceCents)
    errors.downPayment = financingTexts.errors.abovePrice;
  else if (input.downPaymentCents < minCents)
    errors.downPayment = financingTexts.errors.belowMinimum(minimumDownPaymentPercent, minCents);
  else if (input.downPaymentCents > maxCents)
    errors.downPayment = financingTexts.errors.aboveMaximum(
      maximumDownPaymentPercent(table.rates, input.plan),
      maxCents,
    );
  return errors;
}

/**
 * The whole simulation, on the server and in the browser alike: Price-table instalments at the
 * table's rate, fees and IOF financed with the vehicle, and the CET as the monthly internal rate
 * of return of what the shopper receives against what they pay (Resolução CMN 3.517/2007,
 * with 30-day months), compounded to a year.
 */
export function simulate(
  table: RateTable,
  input: SimulationInput,
  offerRate?: OfferRate,
): SimulationOutcome {
  const errors = validateSimulation(table, input);
  const percent = (input.downPaymentCents / input.priceCents) * 100;
  const rate = findRate(table.rates, input.plan, percent, input.termMonths);
  if (Object.keys(errors).length > 0 || !rate) {
    return {
      ok: false,
      errors:
        Object.keys(errors).length > 0 ? errors : { termMonths: financingTexts.errors.noRate },
    };
  }

  const offerRateApplied = offerRateApplies(offerRate, input);
  const monthlyRate =
    (offerRateApplied ? offerRate.monthlyRateBasisPoints : rate.monthlyRateBasisPoints) / 10_000;
  const n = input.termMonths;
  const releasedCents = input.priceCents - input.downPaymentCents;
  const residualCents =
    input.plan === "balloon" ? toCents((input.priceCents * (rate.residualPercent ?? 0)) / 100) : 0;
  const feesCents = table.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  // IOF is charged on the credit before it (fees included); financing the IOF itself is not taxed again.
  const credit = releasedCents + feesCents;
  const iofCents = toCents(
    creditIof(credit, amortisationSchedule(credit, monthlyRate, n, residualCents)),
  );
  const financedCents = credit + iofCents;
  const instalmentCents = toCents(instalment(financedCents, monthlyRate, n, residualCents));
  const payments = Array.from({ length: n }, (_, index) =>
    index === n - 1 ? instalmentCents + residualCents : instalmentCents,
  );
  const cetMonthly = internalMonthlyRate(releasedCents, payments);

  return {
    ok: true,
    result: {
      ...input,
      monthlyRate,
      offerRateApplied,
      yearlyRate: yearlyRate(monthlyRate),
      releasedCents,
      fees: [...table.fees],
      iofCents,
      financedCents,
      instalmentCents,
      residualCents,
      totalPaidCents: input.downPaymentCents + instalmentCents * n + residualCents,
      cetMonthly,
      cetYearly: yearlyRate(cetMonthly),
    },
  };
}
