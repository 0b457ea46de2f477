import { describe, expect, it } from "vitest";
import { dealersInOrder, statesInOrder } from "./directory-order";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("the scheduling directory in Portuguese alphabetical order", () => {
  it("orders states as a Brazilian reader does, accents and case aside", () => {
    const states = named(
      "Sergipe",
      "São Paulo",
      "Paraná",
      "Paraíba",
      "Pará",
      "Rio Grande do Sul",
      "Rio de Janeiro",
    );
    expect(statesInOrder(states).map((state) => state.name)).toEqual([
      "Pará",
      "Paraíba",
      "Paraná",
      "Rio de Janeiro",
      "Rio Grande do Sul",
      "São Paulo",
      "Sergipe",
    ]);
  });

  it("orders dealers by city, then name", () => {
    const dealers = [
      { city: "Sorocaba", name: "VW Sorocaba" },
      { city: "São Bernardo do Campo", name: "VW Rudge" },
      { city: "São Bernardo do Campo", name: "VW Anchieta" },
    ];
    expect(dealersInOrder(dealers).map((dealer) => dealer.name)).toEqual([
      "VW Anchieta",
      "VW Rudge",
      "VW Sorocaba",
    ]);
  });
});
