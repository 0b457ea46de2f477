import { describe, expect, it } from "vitest";
import { earliestRevisionDate } from "./revision-date";

const vehicle = {
  id: null,
  modelCode: "BT41",
  modelName: "T-Cross",
  modelYear: 2024,
  plate: null,
  vin: null,
  mileageKm: 0,
  soldOn: null,
};

describe("the earliest day a revision can have been done", () => {
  it("is the sale of a garage vehicle", () => {
    expect(earliestRevisionDate({ ...vehicle, id: 7, soldOn: "2024-03-15" })).toBe("2024-03-15");
  });

  it("is the first sales of the model year for a vehicle typed in, and nothing without one", () => {
    expect(earliestRevisionDate(vehicle)).toBe("2023-01-01");
    expect(earliestRevisionDate(null)).toBeNull();
  });
});
