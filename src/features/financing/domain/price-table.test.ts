import { describe, expect, it } from "vitest";
import { creditIof } from "./iof";
import { amortisationSchedule, instalment, internalMonthlyRate, yearlyRate } from "./price-table";

describe("instalment (Price table)", () => {
  // Worked example of the Price table found in Brazilian financial-maths textbooks
  // (e.g. Assaf Neto, Matemática Financeira e suas Aplicações, cap. 8): R$ 10.000,00 at 2% a.m.
  // in 12 months. PMT = 10000 · 0,02 / (1 − 1,02^−12) = 200 / 0,211507 = 945,60.
  it("repays R$ 10.000 at 2% a.m. in 12 months with R$ 945,60", () => {
    expect(instalment(10_000, 0.02, 12)).toBeCloseTo(945.6, 2);
  });

  // With a residual (Excel PMT(rate, nper, −pv, fv), HP 12C FV register):
  // R$ 100.000 at 1,5% a.m. in 48 months leaving R$ 30.000 to the end.
  // 30000 · 1,015^−48 = 14.680,85; 1 − 1,015^−48 = 0,510638;
  // PMT = (100000 − 14680,85) · 0,015 / 0,510638 = 2.506,25.
  it("leaves the balloon residual to the last month", () => {
    expect(instalment(100_000, 0.015, 48, 30_000)).toBeCloseTo(2506.25, 2);
    const schedule = amortisationSchedule(100_000, 0.015, 48, 30_000);
    expect(schedule.reduce((sum, value) => sum + value, 0)).toBeCloseTo(100_000, 6);
    expect(schedule.at(-1)).toBeGreaterThan(30_000);
  });

  it("divides evenly at a zero rate", () => {
    expect(instalment(12_000, 0, 12)).toBe(1000);
  });
});

describe("CET (internal rate of return)", () => {
  // Resolução CMN 3.517/2007: the CET is the rate that equates what is received with the
  // instalments paid. R$ 80.000 received, 36 × R$ 2.800: at 1,30679% a.m. the 36 payments are
  // worth 2800 · (1 − 1,0130679^−36) / 0,0130679 = 80.000; a year is 1,0130679^12 − 1 = 16,859%.
  it("finds 1,3068% a.m. and 16,86% a.a. for R$ 80.000 repaid in 36 × R$ 2.800", () => {
    const monthly = internalMonthlyRate(80_000, Array(36).fill(2800));
    expect(monthly).toBeCloseTo(0.0130679, 6);
    expect(yearlyRate(monthly)).toBeCloseTo(0.168592, 5);
  });

  it("is the contract rate when nothing else is charged", () => {
    const payment = instalment(50_000, 0.0149, 24);
    expect(internalMonthlyRate(50_000, Array(24).fill(payment))).toBeCloseTo(0.0149, 9);
  });
});

describe("IOF on credit to individuals", () => {
  // Decreto 6.306/2007: 0,38% of the credit + 0,0082% a day per amount repaid, up to 365 days.
  it("charges R$ 62,60 on R$ 10.000 repaid after 30 days", () => {
    // 10000 · 0,0038 = 38,00; 10000 · 0,000082 · 30 = 24,60.
    expect(creditIof(10_000, [10_000])).toBeCloseTo(62.6, 6);
  });

  it("stops counting days at 365", () => {
    // Repaid in month 14 (420 days): 38,00 + 10000 · 0,000082 · 365 = 38,00 + 299,30.
    const amortisations = [...Array(13).fill(0), 10_000];
    expect(creditIof(10_000, amortisations)).toBeCloseTo(337.3, 6);
  });
});
