import { describe, expect, it } from "vitest";
import { startingPriceCents } from "./model-summary";

const version = (priceCents: number) => ({
  code: `V${priceCents}`,
  name: "Versão",
  modelYear: 2026,
  engine: "1.0",
  fuel: "flex" as const,
  potency: "84 cv",
  transmission: "Manual",
  priceCents,
});

describe("startingPriceCents", () => {
  it("is the cheapest version's price, whatever the order", () => {
    expect(startingPriceCents({ versions: [version(300), version(100), version(200)] })).toBe(100);
  });

  it("is undefined for a model without versions", () => {
    expect(startingPriceCents({ versions: [] })).toBeUndefined();
  });
});
