import { describe, expect, it } from "vitest";
import { buildDealerNetwork, cpfFromBase } from "./dealer-network";
import { brazilianStates } from "./states";

describe("cpfFromBase", () => {
  it.each([
    ["529982247", "52998224725"],
    ["111444777", "11144477735"],
  ])("adds the check digits of %s", (base, cpf) => {
    expect(cpfFromBase(base)).toBe(cpf);
  });
});

describe("buildDealerNetwork", () => {
  const network = buildDealerNetwork();

  it("has 60 or more dealers covering all 27 states", () => {
    expect(network.length).toBeGreaterThanOrEqual(60);
    expect(new Set(network.map((dealer) => dealer.stateCode))).toEqual(
      new Set(brazilianStates.map((state) => state.code)),
    );
  });

  it("gives every dealer a unique code, Brazilian phone numbers, hours and consultants", () => {
    expect(new Set(network.map((dealer) => dealer.code)).size).toBe(network.length);
    for (const dealer of network) {
      expect(dealer.phone).toMatch(/^\d{2}3\d{7}$/);
      expect(dealer.whatsapp).toMatch(/^\d{2}9\d{8}$/);
      expect(dealer.postalCode).toMatch(/^\d{5}-\d{3}$/);
      expect(dealer.openingHours.length).toBeGreaterThanOrEqual(6);
      expect(dealer.consultants.map((person) => person.role)).toContain("service");
      expect(Math.abs(dealer.latitude)).toBeLessThanOrEqual(34);
      expect(dealer.longitude).toBeLessThan(-34);
    }
  });

  it("is the same on every run, so restarts and tests see the same network", () => {
    expect(buildDealerNetwork()).toEqual(network);
  });
});
