import { describe, expect, it } from "vitest";
import { listedDealerCode } from "./dealer-choice";

const campinas = [{ code: "SP-CAMP-01" }, { code: "SP-CAMP-02" }];

describe("listedDealerCode", () => {
  it("keeps the chosen dealer while it is listed", () => {
    expect(listedDealerCode(campinas, "SP-CAMP-02")).toBe("SP-CAMP-02");
  });

  it("moves to the nearest listed dealer when the chosen one is no longer listed", () => {
    // Chosen around São Paulo, then the shopper moved to Campinas.
    expect(listedDealerCode(campinas, "SP-CAPITAL-01")).toBe("SP-CAMP-01");
    expect(listedDealerCode(campinas, undefined)).toBe("SP-CAMP-01");
    expect(listedDealerCode(campinas, "")).toBe("SP-CAMP-01");
  });

  it("chooses none when no dealer is listed", () => {
    expect(listedDealerCode([], "SP-CAMP-01")).toBe("");
  });
});
