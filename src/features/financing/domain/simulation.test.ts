import { describe, expect, it } from "vitest";
import type { FinancingRate, RateTable } from "./rates";
import { findRate, planTerms } from "./rates";
import {
  addressWithSimulation,
  sharedSimulationFrom,
  sharedSimulationUnreadable,
  simulationSearchParams,
} from "./share-url";
import { downPaymentLimits, simulate } from "./simulation";
import { basisPointsOfRateText } from "./offer-rate";

const band = (
  plan: FinancingRate["plan"],
  min: number,
  max: number,
  termMonths: number,
  basisPoints: number,
  residualPercent: number | null = null,
): FinancingRate => ({
  plan,
  minDownPaymentPercent: min,
  maxDownPaymentPercent: max,
  termMonths,
  monthlyRateBasisPoints: basisPoints,
  residualPercent,
});

const table: RateTable = {
  rates: [
    band("cdc", 20, 30, 48, 149),
    band("cdc", 30, 80, 48, 139),
    band("cdc", 20, 80, 12, 129),
    band("balloon", 20, 50, 36, 159, 30),
  ],
  fees: [
    { code: "cadastro", label: "Tarifa de cadastro", amountCents: 75_000 },
    { code: "registro", label: "Registro do contrato", amountCents: 25_000 },
  ],
};

describe("rate table", () => {
  it("lists the plan's terms and picks the higher band on a shared edge", () => {
    expect(planTerms(table.rates, "cdc")).toEqual([12, 48]);
    expect(findRate(table.rates, "cdc", 29.9, 48)?.monthlyRateBasisPoints).toBe(149);
    expect(findRate(table.rates, "cdc", 30, 48)?.monthlyRateBasisPoints).toBe(139);
    expect(findRate(table.rates, "cdc", 30, 24)).toBeUndefined();
  });
});

describe("simulate", () => {
  // R$ 100.000 vehicle, R$ 20.000 down, CDC 48 months at 1,49% a.m., R$ 1.000 of fees.
  // Credit 81.000,00; its Price schedule at 1,49% gives IOF 307,80 + 2.218,82 = 2.526,62;
  // financed 83.526,62; PMT = 83526,62 · 0,0149 / (1 − 1,0149^−48) = 2.448,36;
  // total 20.000 + 48 · 2.448,36 = 137.521,28; CET: 80.000 received against 48 × 2.448,36
  // is 1,6939% a.m., 22,33% a.a.
  it("computes the CDC worked example", () => {
    const outcome = simulate(table, {
      plan: "cdc",
      priceCents: 10_000_000,
      downPaymentCents: 2_000_000,
      termMonths: 48,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result).toMatchObject({
      releasedCents: 8_000_000,
      iofCents: 252_662,
      financedCents: 8_352_662,
      instalmentCents: 244_836,
      residualCents: 0,
      totalPaidCents: 13_752_128,
    });
    expect(outcome.result.cetMonthly).toBeCloseTo(0.0169386, 6);
    expect(outcome.result.cetYearly).toBeCloseTo(0.223311, 5);
  });

  // Balloon: R$ 100.000, R$ 30.000 down, 36 months at 1,59% a.m., residual 30% (R$ 30.000).
  // Credit 71.000 → IOF 2.244,20 → financed 73.244,20; PMT with FV 30.000 = 2.063,91;
  // total 30.000 + 36 · 2.063,91 + 30.000 = 134.300,76; CET 1,8083% a.m., 23,99% a.a.
  it("computes the balloon worked example", () => {
    const outcome = simulate(table, {
      plan: "balloon",
      priceCents: 10_000_000,
      downPaymentCents: 3_000_000,
      termMonths: 36,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result).toMatchObject({
      iofCents: 224_420,
      instalmentCents: 206_391,
      residualCents: 3_000_000,
      totalPaidCents: 13_430_076,
    });
    expect(outcome.result.cetMonthly).toBeCloseTo(0.0180832, 6);
    expect(outcome.result.cetYearly).toBeCloseTo(0.239936, 5);
  });

  it.each([
    [
      1_999_999,
      48,
      "cdc",
      "downPayment",
      "A entrada mínima é de 20% do valor do veículo (R$ 20.000,00).",
    ],
    [10_000_001, 48, "cdc", "downPayment", "A entrada não pode ser maior que o valor do veículo."],
    [
      9_000_000,
      48,
      "cdc",
      "downPayment",
      "Neste plano, a entrada máxima é de 80% do valor do veículo (R$ 80.000,00).",
    ],
    [2_000_000, 24, "cdc", "termMonths", "Escolha um prazo da tabela, entre 12 e 48 meses."],
    [2_000_000, 61, "balloon", "termMonths", "Escolha um prazo da tabela, entre 36 e 36 meses."],
  ] as const)("refuses down payment %i with %i months (%s)", (down, term, plan, field, message) => {
    const outcome = simulate(table, {
      plan,
      priceCents: 10_000_000,
      downPaymentCents: down,
      termMonths: term,
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect((outcome.errors[field] ?? "").replace(/\u00a0/g, " ")).toBe(message);
  });

  // A 0% offer: R$ 100.000, R$ 50.000 down, 12 months. Credit 51.000 (fees included), repaid
  // 4.250 a month: IOF 193,80 + 4.250 · 0,0082% · (30 + 60 + … + 360) days = 1.009,29;
  // financed 52.009,29 in 12 equal instalments of 4.334,11 (4.334,1075 rounded).
  const zeroOffer = {
    monthlyRateBasisPoints: 0,
    minDownPaymentCents: 5_000_000,
    maxTermMonths: 12,
  };
  const atOffer = {
    plan: "cdc",
    priceCents: 10_000_000,
    downPaymentCents: 5_000_000,
    termMonths: 12,
  } as const;

  it("applies an offer's own rate from its down payment up and up to its term", () => {
    const outcome = simulate(table, atOffer, zeroOffer);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result).toMatchObject({
      monthlyRate: 0,
      offerRateApplied: true,
      iofCents: 100_929,
      financedCents: 5_200_929,
      instalmentCents: 433_411,
      totalPaidCents: 10_200_932,
    });
    // The fees and IOF make the CET positive even at 0% a.m.
    expect(outcome.result.cetMonthly).toBeGreaterThan(0.005);
  });

  it.each([
    ["a smaller down payment", { ...atOffer, downPaymentCents: 4_999_900 }, 0.0129],
    ["a longer term", { ...atOffer, termMonths: 48 }, 0.0139],
    [
      "the balloon plan",
      { ...atOffer, plan: "balloon", termMonths: 36, downPaymentCents: 5_000_000 },
      0.0159,
    ],
  ] as const)("quotes the lender's table with %s", (_, input, rate) => {
    const outcome = simulate(table, input, zeroOffer);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.result.offerRateApplied).toBe(false);
    expect(outcome.result.monthlyRate).toBeCloseTo(rate, 6);
  });

  it("reads an offer's advertised rate", () => {
    expect(basisPointsOfRateText("0,99")).toBe(99);
    expect(basisPointsOfRateText("0,00")).toBe(0);
    expect(basisPointsOfRateText("abc")).toBeUndefined();
  });

  it("gives the down-payment limits of a plan", () => {
    expect(downPaymentLimits(table, "balloon", 10_000_000)).toEqual({
      minCents: 2_000_000,
      maxCents: 5_000_000,
    });
  });
});

describe("shared simulation URL", () => {
  it("round-trips through the query string in whole reais", () => {
    const params = simulationSearchParams({
      plan: "balloon",
      downPaymentCents: 2_500_000,
      termMonths: 36,
    });
    expect(params.toString()).toBe("simulacao=1&plano=balloon&entrada=25000&prazo=36");
    expect(sharedSimulationFrom(params)).toEqual({
      plan: "balloon",
      downPaymentCents: 2_500_000,
      termMonths: 36,
    });
  });

  it("keeps the centavos of a down payment that has them", () => {
    const params = simulationSearchParams({
      plan: "cdc",
      downPaymentCents: 4_849_550,
      termMonths: 48,
    });
    expect(params.get("entrada")).toBe("48495.50");
    expect(sharedSimulationFrom(params)?.downPaymentCents).toBe(4_849_550);
    expect(
      sharedSimulationFrom({ plano: "cdc", entrada: "48495.5", prazo: "48" })?.downPaymentCents,
    ).toBe(4_849_550);
  });

  it("ignores a malformed link", () => {
    expect(
      sharedSimulationFrom({ simulacao: "1", plano: "leasing", entrada: "1", prazo: "12" }),
    ).toBe(undefined);
    expect(sharedSimulationFrom({ simulacao: "1", plano: "cdc", entrada: "-5", prazo: "12" })).toBe(
      undefined,
    );
    for (const entrada of ["1e5", "10.999", "0x10", " 100", "", "12,50"]) {
      expect(sharedSimulationFrom({ plano: "cdc", entrada, prazo: "12" })).toBe(undefined);
    }
  });

  it("reads no simulation from a down payment past what the API takes", () => {
    expect(sharedSimulationFrom({ plano: "cdc", entrada: "100000000", prazo: "48" })).toBeDefined();
    expect(sharedSimulationFrom({ plano: "cdc", entrada: "100000000.01", prazo: "48" })).toBe(
      undefined,
    );
    expect(sharedSimulationFrom({ plano: "cdc", entrada: "9999999999", prazo: "48" })).toBe(
      undefined,
    );
  });

  it("keeps in the page's address only a simulation with a result", () => {
    const page = new URLSearchParams("coverage=sp&simulacao=1&plano=cdc&entrada=30000&prazo=48");
    const shown = { plan: "balloon" as const, downPaymentCents: 2_500_000, termMonths: 36 };
    expect(addressWithSimulation(page, shown).toString()).toBe(
      "coverage=sp&simulacao=1&plano=balloon&entrada=25000&prazo=36",
    );
    // A refused simulation (below the minimum down payment, a term the plan lacks) leaves no
    // figures behind for the purchase intention to send; the simulator stays open.
    const refused = addressWithSimulation(page, undefined);
    expect(refused.toString()).toBe("coverage=sp&simulacao=1");
    expect(sharedSimulationFrom(refused)).toBe(undefined);
    expect(page.toString()).toBe("coverage=sp&simulacao=1&plano=cdc&entrada=30000&prazo=48");
  });

  it("tells a link that carries an unreadable simulation from one that carries none", () => {
    expect(sharedSimulationUnreadable({ simulacao: "1", plano: "cdc", entrada: "abc" })).toBe(true);
    expect(sharedSimulationUnreadable(new URLSearchParams("simulacao=1&prazo=0"))).toBe(true);
    expect(sharedSimulationUnreadable({ simulacao: "1" })).toBe(false);
    expect(sharedSimulationUnreadable(new URLSearchParams(""))).toBe(false);
    expect(
      sharedSimulationUnreadable({ simulacao: "1", plano: "cdc", entrada: "25000", prazo: "48" }),
    ).toBe(false);
  });
});
