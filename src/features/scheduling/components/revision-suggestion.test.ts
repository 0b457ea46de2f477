import { describe, expect, it } from "vitest";
import { suggestedRevision } from "./revision-suggestion";

const car = {
  id: 7,
  modelCode: "BT41",
  modelName: "T-Cross",
  modelYear: 2025,
  plate: "ABC1D23",
  vin: null,
  mileageKm: 9_000,
  soldOn: "2025-11-01",
};

describe("the revision the wizard suggests", () => {
  it("follows the revisions on record, as the garage does", () => {
    // Thirteen months after the sale, at 9.000 km: the 1st is due unless it was done.
    expect(suggestedRevision(car, 9_000, "2026-12-04", {})).toBe(1);
    expect(suggestedRevision(car, 9_000, "2026-12-04", { 7: 1 })).toBe(2);
  });

  it("gives a typed vehicle no history, even one that shares a garage id's number", () => {
    expect(suggestedRevision({ ...car, id: null }, 9_000, "2026-12-04", { 7: 1 })).toBe(1);
  });

  it("counts from the December before the model year without a sale day", () => {
    expect(suggestedRevision({ ...car, soldOn: null }, 0, "2026-12-04", {})).toBe(2);
    expect(suggestedRevision({ ...car, soldOn: null, modelYear: 2024 }, 0, "2026-12-04", {})).toBe(
      3,
    );
  });
});
