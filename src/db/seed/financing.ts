/**
 * The lender's table: monthly rates of the period's Brazilian vehicle credit (CDC between 1,3% and
 * 2% a.m. for individuals), cheaper with a larger down payment and a shorter term; the balloon plan
 * costs 0,10 p.p. more and finances up to half the price, leaving a residual that shrinks as the
 * term grows.
 */
const terms = [12, 18, 24, 36, 48, 60] as const;
const cdcBaseBasisPoints: Record<(typeof terms)[number], number> = {
  12: 139,
  18: 145,
  24: 149,
  36: 159,
  48: 169,
  60: 179,
};
const bands = [
  { min: 20, max: 30, discount: 0 },
  { min: 30, max: 40, discount: 6 },
  { min: 40, max: 50, discount: 12 },
  { min: 50, max: 60, discount: 20 },
  { min: 60, max: 80, discount: 30 },
] as const;
const balloonResidualPercent: Record<(typeof terms)[number], number> = {
  12: 40,
  18: 40,
  24: 35,
  36: 30,
  48: 25,
  60: 20,
};

export function financingRateRows() {
  const cdc = bands.flatMap((band) =>
    terms.map((termMonths) => ({
      plan: "cdc" as const,
      minDownPaymentPercent: band.min,
      maxDownPaymentPercent: band.max,
      termMonths,
      monthlyRateBasisPoints: cdcBaseBasisPoints[termMonths] - band.discount,
      residualPercent: null,
    })),
  );
  const balloon = bands
    .filter((band) => band.max <= 50)
    .flatMap((band) =>
      terms.map((termMonths) => ({
        plan: "balloon" as const,
        minDownPaymentPercent: band.min,
        maxDownPaymentPercent: band.max,
        termMonths,
        monthlyRateBasisPoints: cdcBaseBasisPoints[termMonths] - band.discount + 10,
        residualPercent: balloonResidualPercent[termMonths],
      })),
    );
  return [...cdc, ...balloon];
}

/** Fees of a vehicle financing contract, financed with it. */
export const financingFeeRows = [
  { code: "cadastro", label: "Tarifa de cadastro", amountCents: 79_900, displayOrder: 0 },
  {
    code: "registro",
    label: "Registro do contrato (Detran)",
    amountCents: 25_000,
    displayOrder: 1,
  },
  { code: "avaliacao", label: "Tarifa de avaliação do bem", amountCents: 45_000, displayOrder: 2 },
];
