import { describe, expect, it } from "vitest";
import { modelYearRange, plateLooksWrong, typedCartVehicle } from "./typed-vehicle";

const known = {
  models: [
    { code: "polo", name: "Polo" },
    { code: "nivus", name: "Nivus" },
  ],
  today: "2026-11-27",
  vin: null,
};

describe("typed vehicle", () => {
  it("accepts both plate series, with or without a dash, and an empty plate", () => {
    for (const plate of ["ABC1234", "abc-1234", "ABC1D23", " abc1d23 ", ""]) {
      expect(plateLooksWrong(plate)).toBe(false);
    }
    for (const plate of ["AB1234", "ABCD123", "1234ABC", "ABC12345"]) {
      expect(plateLooksWrong(plate)).toBe(true);
    }
  });

  it("allows model years from 2000 to next year's", () => {
    expect(modelYearRange("2026-11-27")).toEqual({ first: 2000, last: 2027 });
  });

  it("names a vehicle only for a known model, a whole year in range and a usable plate", () => {
    expect(
      typedCartVehicle({ modelCode: "polo", modelYear: "2024", plate: "abc-1d23" }, known),
    ).toEqual({
      id: null,
      modelCode: "polo",
      modelName: "Polo",
      modelYear: 2024,
      plate: "ABC1D23",
      vin: null,
      mileageKm: 0,
      soldOn: null,
    });
    expect(
      typedCartVehicle({ modelCode: "nivus", modelYear: "2027", plate: "" }, known)?.plate,
    ).toBeNull();
    for (const typed of [
      { modelCode: "gol", modelYear: "2024", plate: "" },
      { modelCode: "polo", modelYear: "202", plate: "" },
      { modelCode: "polo", modelYear: "1999", plate: "" },
      { modelCode: "polo", modelYear: "2028", plate: "" },
      { modelCode: "polo", modelYear: "2024", plate: "AB12" },
    ]) {
      expect(typedCartVehicle(typed, known)).toBeNull();
    }
  });
});
