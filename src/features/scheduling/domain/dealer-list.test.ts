import { describe, expect, test } from "vitest";
import { dealerStepState, dealersOfState } from "./dealer-list";

const dealer = (code: string, stateCode: string, distanceKm: number | null) => ({
  code,
  stateCode,
  distanceKm,
});

describe("the dealer step's list", () => {
  // Directory order (city, then name): Bauru, Campinas, São Paulo.
  const directory = [
    dealer("bauru", "SP", 326),
    dealer("campinas", "SP", 88.4),
    dealer("sp-centro", "SP", 0.4),
    dealer("rio", "RJ", 357),
  ];

  test("a shopper in São Paulo sees the capital's dealer first, then by distance", () => {
    expect(dealersOfState(directory, "SP", undefined).map((d) => d.code)).toEqual([
      "sp-centro",
      "campinas",
      "bauru",
    ]);
  });

  test("the owner's favourite leads whatever its distance", () => {
    expect(dealersOfState(directory, "SP", "bauru").map((d) => d.code)).toEqual([
      "bauru",
      "sp-centro",
      "campinas",
    ]);
  });

  test("without distances the directory's order stands", () => {
    const unplaced = directory.map((d) => ({ ...d, distanceKm: null }));
    expect(dealersOfState(unplaced, "SP", undefined).map((d) => d.code)).toEqual([
      "bauru",
      "campinas",
      "sp-centro",
    ]);
  });
});

describe("the state the dealer step opens on", () => {
  const states = [{ code: "PE" }, { code: "SP" }];
  test("the chosen dealer's state, then the shopper's, then São Paulo", () => {
    expect(dealerStepState("PE", "SP", states)).toBe("PE");
    expect(dealerStepState(undefined, "PE", states)).toBe("PE");
    expect(dealerStepState(undefined, "BR", states)).toBe("SP");
    expect(dealerStepState(undefined, null, states)).toBe("SP");
  });
});
