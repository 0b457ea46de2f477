import { describe, expect, it } from "vitest";
import { fabricationAndModelYear } from "./vehicle-year";

describe("fabricationAndModelYear", () => {
  it("names the fabrication year before the model year, as Brazilian offers do", () => {
    expect(fabricationAndModelYear(2027)).toBe("2026/2027");
    expect(fabricationAndModelYear(2026)).toBe("2025/2026");
  });
});
