import { describe, expect, it } from "vitest";
import { coveredPlaces, coversDealer, coversPlace } from "./coverage";
import type { CoverageArea, CoverageKind } from "./offer";

const area = (
  stateCode: string | null,
  city: string | null = null,
  dealerId: number | null = null,
): CoverageArea => ({
  stateCode,
  city,
  dealerId,
});
const offer = (coverage: CoverageKind, areas: CoverageArea[] = []) => ({ coverage, areas });
const curitiba = { state: "PR", city: "Curitiba" };
const recife = { state: "PE", city: "Recife" };

describe("coversPlace", () => {
  it("shows every offer to a search of the whole country", () => {
    expect(
      coversPlace(offer("cities", [area("SP", "Campinas")]), { state: "BR", city: "ALL" }),
    ).toBe(true);
  });

  it("matches national, state, city and dealer coverage", () => {
    expect(coversPlace(offer("national"), recife)).toBe(true);
    const south = offer("states", [area("PR"), area("SC"), area("RS")]);
    expect(coversPlace(south, curitiba)).toBe(true);
    expect(coversPlace(south, recife)).toBe(false);
    const metro = offer("cities", [area("PR", "Curitiba"), area("PR", "Ponta Grossa")]);
    expect(coversPlace(metro, { state: "PR", city: "curitiba" })).toBe(true);
    expect(coversPlace(metro, { state: "PR", city: "Londrina" })).toBe(false);
    const outlet = offer("dealers", [area("PR", "Curitiba", 7)]);
    expect(coversPlace(outlet, { state: "PR", city: "Maringá" })).toBe(true);
    expect(coversPlace(outlet, recife)).toBe(false);
  });
});

describe("coversDealer", () => {
  const dealer = { id: 7, stateCode: "PR", city: "Curitiba" };
  it("sells national offers everywhere and the others where they apply", () => {
    expect(coversDealer(offer("national"), dealer)).toBe(true);
    expect(coversDealer(offer("states", [area("PR")]), dealer)).toBe(true);
    expect(coversDealer(offer("states", [area("SP")]), dealer)).toBe(false);
    expect(coversDealer(offer("cities", [area("PR", "Curitiba")]), dealer)).toBe(true);
    expect(coversDealer(offer("cities", [area("PR", "Londrina")]), dealer)).toBe(false);
    expect(coversDealer(offer("dealers", [area("PR", "Curitiba", 7)]), dealer)).toBe(true);
    expect(coversDealer(offer("dealers", [area("PR", "Curitiba", 8)]), dealer)).toBe(false);
  });
});

describe("coveredPlaces", () => {
  it("names the states by name, once each and in order, the cities with their UF", () => {
    const southeast = offer("states", [area("SP"), area("RJ"), area("MG"), area("ES"), area("SP")]);
    expect(coveredPlaces(southeast)).toEqual({
      kind: "places",
      text: "Espírito Santo, Minas Gerais, Rio de Janeiro e São Paulo",
    });
    const metro = offer("cities", [area("PR", "Curitiba"), area("PR", "Ponta Grossa")]);
    expect(coveredPlaces(metro).text).toBe("Curitiba - PR e Ponta Grossa - PR");
  });

  it("names the country for a national offer and the dealers' states for a dealer offer", () => {
    expect(coveredPlaces(offer("national"))).toEqual({ kind: "country", text: "todo o Brasil" });
    const dealers = offer("dealers", [area("PE", null, 3), area("PE", null, 4)]);
    expect(coveredPlaces(dealers)).toEqual({ kind: "dealers", text: "Pernambuco" });
  });
});
