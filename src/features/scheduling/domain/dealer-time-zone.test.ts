import { describe, expect, it } from "vitest";
import { brazilianStates } from "@/lib/brazilian-states";
import { dealerTimeZoneOf } from "./dealer-time-zone";

describe("dealerTimeZoneOf", () => {
  it.each([
    ["AC", "America/Rio_Branco"],
    ["AM", "America/Manaus"],
    ["RO", "America/Porto_Velho"],
    ["RR", "America/Boa_Vista"],
    ["MT", "America/Cuiaba"],
    ["MS", "America/Campo_Grande"],
    ["SP", "America/Sao_Paulo"],
    ["DF", "America/Sao_Paulo"],
    ["PA", "America/Sao_Paulo"],
    ["RS", "America/Sao_Paulo"],
  ])("keeps a dealer in %s on %s", (state, zone) => {
    expect(dealerTimeZoneOf(state)).toBe(zone);
  });

  it("reads a lower-case state as its UF", () => {
    expect(dealerTimeZoneOf("ac")).toBe("America/Rio_Branco");
  });

  it("puts 6 states behind Brasília and 21 on its clock", () => {
    const zones = brazilianStates.map((state) => dealerTimeZoneOf(state.code));
    expect(zones.filter((zone) => zone !== "America/Sao_Paulo")).toHaveLength(6);
    expect(zones).toHaveLength(27);
  });
});
