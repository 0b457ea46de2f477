import { describe, expect, it } from "vitest";
import {
  brasiliaIsoDay,
  comparePtBrNames,
  formatBRL,
  formatDistanceKm,
  formatNumber,
  samePtBrName,
} from "./format";

describe("brasiliaIsoDay", () => {
  it("gives Brasília's day, which after 21:00 is still the day before UTC's", () => {
    expect(brasiliaIsoDay(new Date("2026-03-06T01:30:00Z"))).toBe("2026-03-05");
    expect(brasiliaIsoDay(new Date("2026-03-06T03:00:00Z"))).toBe("2026-03-06");
  });
});

describe("formatBRL", () => {
  it.each([
    [9699000, "R$ 96.990,00"],
    [45999000, "R$ 459.990,00"],
    [1, "R$ 0,01"],
  ])("formats %i cents as %s", (cents, text) => {
    expect(formatBRL(cents).replace(/\s/g, " ")).toBe(text);
  });
});

describe("shared pt-BR formatters and collators", () => {
  it("write distances with one decimal below 10 km and none above", () => {
    expect(formatDistanceKm(3.44)).toBe("3,4 km");
    expect(formatDistanceKm(27.6)).toBe("28 km");
    expect(formatDistanceKm(1234)).toBe("1.234 km");
  });

  it("write numbers as toLocaleString does", () => {
    expect(formatNumber(12500)).toBe((12500).toLocaleString("pt-BR"));
    expect(formatNumber(3.4)).toBe("3,4");
  });

  it("compare names as a Brazilian reads them", () => {
    expect(samePtBrName("São Paulo", "sao paulo")).toBe(true);
    expect(samePtBrName("Nivus", "Polo")).toBe(false);
    expect(["Óbidos", "Abaeté", "Osasco"].sort(comparePtBrNames)).toEqual([
      "Abaeté",
      "Óbidos",
      "Osasco",
    ]);
  });
});
