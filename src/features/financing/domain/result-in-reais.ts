import { centsToReais as reais } from "@/lib/money";
import type { SimulationResult } from "./simulation";

/** The simulation as the API answers it and a lead keeps it: amounts in reais (BRL). */
export function simulationInReais(result: SimulationResult) {
  return {
    currency: "BRL" as const,
    plan: result.plan,
    price: reais(result.priceCents),
    downPayment: reais(result.downPaymentCents),
    termMonths: result.termMonths,
    monthlyRate: result.monthlyRate,
    offerRate: result.offerRateApplied,
    yearlyRate: result.yearlyRate,
    released: reais(result.releasedCents),
    fees: result.fees.map((fee) => ({
      code: fee.code,
      label: fee.label,
      amount: reais(fee.amountCents),
    })),
    iof: reais(result.iofCents),
    financed: reais(result.financedCents),
    instalment: reais(result.instalmentCents),
    residual: reais(result.residualCents),
    totalPaid: reais(result.totalPaidCents),
    cetMonthly: result.cetMonthly,
    cetYearly: result.cetYearly,
  };
}
