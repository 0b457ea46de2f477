import { describe, expect, it } from "vitest";
import { recallTexts } from "./texts";

describe("a vehicle as the recall result names it", () => {
  it("says the model once when the registry's version already starts with it", () => {
    expect(recallTexts.result.vehicle("Nivus", "Nivus GTS 250 TSI", 2023)).toBe(
      "Nivus GTS 250 TSI 2023",
    );
    expect(recallTexts.result.vehicle("Polo", "Comfortline 200 TSI", 2024)).toBe(
      "Polo Comfortline 200 TSI 2024",
    );
    // Only the model as a whole word counts.
    expect(recallTexts.result.vehicle("Polo", "Polonês 1.0", 2024)).toBe("Polo Polonês 1.0 2024");
  });
});
