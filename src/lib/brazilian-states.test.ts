import { describe, expect, it } from "vitest";
import { brazilianStates } from "./brazilian-states";

describe("brazilianStates", () => {
  it("lists the 27 federative units once each, in their IBGE macro-regions", () => {
    expect(new Set(brazilianStates.map((state) => state.code)).size).toBe(27);
    const perRegion: Record<string, number> = {};
    for (const state of brazilianStates)
      perRegion[state.region] = (perRegion[state.region] ?? 0) + 1;
    expect(perRegion).toEqual({
      Norte: 7,
      Nordeste: 9,
      Sudeste: 4,
      Sul: 3,
      "Centro-Oeste": 4,
    });
    expect(brazilianStates.find((state) => state.code === "DF")).toMatchObject({
      name: "Distrito Federal",
      region: "Centro-Oeste",
      capitalIbgeCode: "5300108",
    });
  });
});
