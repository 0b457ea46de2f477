import { describe, expect, it } from "vitest";
import { maskVin, maskVinOrPlate, readVehicleLookup, readVin } from "./field-rules";
import { maskMileage, mileageProblem, parseMileage } from "./mileage";
import { formatPlate, isMercosulPlate, isValidPlate, maskPlate } from "./plate";
import { isValidRenavam } from "./renavam";
import { maskRenavam, normalizeRenavam } from "./renavam-digits";
import { modelYearCode, vinCheckDigit, vinProblem } from "./vin";

describe("chassi (VIN)", () => {
  it.each([
    ["9BWAL45UZKT112233", null, "Polo made in Brazil (no check digit)"],
    ["9bwdl46uzjp004512", null, "lower case is normalized"],
    ["9BW AL45U ZKT 112233", null, "spaces from the document are ignored"],
    ["8AWDD22HZFH054321", null, "Amarok made in Argentina"],
    ["WVWZZZE2ZRZ000123", null, "ID.4 made in Germany"],
    ["3VW5T7BU0KM012345", null, "Jetta made in Mexico with its check digit"],
    ["3VW5T7BU1KM012345", "checkDigit", "Mexican VIN with a wrong check digit"],
    ["9BWAL45UZKT11223", "length", "16 characters"],
    ["9BWAL45UZKT1122334", "length", "18 characters"],
    ["9BWAL45UZKT11O233", "forbiddenLetters", "letter O"],
    ["9BWIL45UZKT112233", "forbiddenLetters", "letter I"],
    ["9BWQL45UZKT112233", "forbiddenLetters", "letter Q"],
    ["9BWAL45UZKT11O2", "forbiddenLetters", "a letter O is named before the length"],
    ["9BW.AL45U.ZKT.112233", null, "dots copied from a document are ignored"],
    ["9BWAL45UZKT11223*", "characters", "a symbol"],
    ["", "required", "nothing typed"],
    ["9BGAL45UZKT112233", "manufacturer", "another brand's WMI (GM Brasil)"],
    ["1HGCM82633A004352", "manufacturer", "a Honda of North America"],
  ] as const)("%s -> %s (%s)", (vin, problem, why) => {
    expect(vinProblem(vin), why).toBe(problem);
  });

  it("computes the North American check digit of a known VIN", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });

  it("codes model years as ISO 3779 does", () => {
    expect([2015, 2018, 2019, 2020, 2024, 2026].map(modelYearCode)).toEqual([
      "F",
      "J",
      "K",
      "L",
      "R",
      "T",
    ]);
  });
});

describe("plate", () => {
  it.each([
    ["ABC-1234", true],
    ["abc1234", true],
    ["ABC1D23", true],
    ["rio2a18", true],
    ["ABC 1D23", true],
    ["ABC12D3", false],
    ["AB-12345", false],
    ["ABCD123", false],
    ["ABC-123", false],
    ["", false],
  ])("%s valid: %s", (plate, valid) => {
    expect(isValidPlate(plate)).toBe(valid);
  });

  it("formats and masks both series as they are typed", () => {
    expect(formatPlate("abc1234")).toBe("ABC-1234");
    expect(formatPlate("abc1d23")).toBe("ABC1D23");
    expect(isMercosulPlate("ABC1D23")).toBe(true);
    expect(maskPlate("abc12")).toBe("ABC-12");
    expect(maskPlate("abc1d2")).toBe("ABC1D2");
    expect(maskPlate("a1bc")).toBe("ABC");
    expect(maskPlate("ABC-12345")).toBe("ABC-1234");
  });
});

describe("RENAVAM", () => {
  it.each([
    ["00639884962", true],
    ["0063988.4962", true],
    // Issued before 2013 with 9 digits: the same number with two leading zeros.
    ["639884962", true],
    ["639297633", true],
    ["639297634", false],
    ["6398849", false],
    ["0639884962", false],
    ["12345678901", false],
    ["00000000000", false],
    ["0063988496A", false],
  ])("%s valid: %s", (renavam, valid) => {
    expect(isValidRenavam(renavam)).toBe(valid);
  });

  it("masks to eleven digits", () => {
    expect(maskRenavam("006.398.849-62 9")).toBe("00639884962");
    // Nine digits stay as typed: padding them would run the tenth typed digit off the field.
    expect(maskRenavam("639297633")).toBe("639297633");
  });

  it("stores a 9-digit RENAVAM in its 11-digit form", () => {
    expect(normalizeRenavam("639297633")).toBe("00639297633");
    expect(normalizeRenavam("6392.9763-3")).toBe("00639297633");
    expect(normalizeRenavam("00639297633")).toBe("00639297633");
  });
});

describe("mileage", () => {
  it.each([
    [45_210, 40_000, false, null],
    [40_000, 40_000, false, null],
    [39_999, 40_000, false, "lowerThanLast"],
    [39_999, 40_000, true, null],
    [-1, 0, true, "negative"],
    [10.5, 0, false, "notWhole"],
    [Number.NaN, 0, false, "notWhole"],
    [2_000_000, 0, false, "tooHigh"],
  ])("%d after %d (confirmed %s) -> %s", (value, last, confirmed, problem) => {
    expect(mileageProblem(value, last, confirmed)).toBe(problem);
  });

  it("reads and masks what owners type", () => {
    expect(parseMileage("45.210")).toBe(45_210);
    expect(parseMileage("45210 km")).toBe(45_210);
    expect(parseMileage("45,5")).toBe(45.5);
    // What a number parser takes but no odometer shows is not a reading.
    for (const typed of ["1e5", "0x10", "Infinity", "12abc", ""]) {
      expect(parseMileage(typed), typed).toBeNaN();
    }
    expect(maskMileage("045210")).toBe("45.210");
    expect(maskMileage("abc")).toBe("");
    // A decimal comma is kept for the rule to refuse, not run into the digits.
    expect(maskMileage("46.000,5")).toBe("46.000,5");
    expect(mileageProblem(parseMileage(maskMileage("46.000,5")), 0, false)).toBe("notWhole");
    expect(maskMileage("1.500,")).toBe("1.500,");
  });
});

describe("the search field (chassi or plate)", () => {
  it("keeps the letters I, O and Q a chassi never has, so the owner is told about them", () => {
    const typed = maskVinOrPlate("9bwal45uzkt11o233");
    expect(typed).toBe("9BWAL45UZKT11O233");
    expect(readVehicleLookup(typed)).toEqual({ problem: "forbiddenLetters" });
  });

  it("still masks a plate and cuts a chassi at 17 characters", () => {
    expect(maskVinOrPlate("abc1d23")).toBe("ABC1D23");
    expect(maskVinOrPlate("abc1234")).toBe("ABC-1234");
    expect(maskVinOrPlate("9BWAL45UZKT1122334")).toBe("9BWAL45UZKT112233");
  });
});

describe("the chassi field of a vehicle found by its plate", () => {
  it("masks a chassi alone: never as a plate, I, O and Q kept, 17 characters", () => {
    expect(maskVin("abc1234")).toBe("ABC1234");
    expect(maskVin("9bw al45uz-kt11o233")).toBe("9BWAL45UZKT11O233");
    expect(maskVin("9BWAL45UZKT1122334")).toBe("9BWAL45UZKT112233");
  });

  it("reads it as the search field reads a chassi, a plate typed there named as such", () => {
    expect(readVin("9bwal45uzkt112233")).toEqual({ vin: "9BWAL45UZKT112233" });
    expect(readVehicleLookup("9bwal45uzkt112233").lookup).toEqual({
      kind: "vin",
      vin: "9BWAL45UZKT112233",
    });
    expect(readVin("ABC1234")).toEqual({ problem: "plateInstead" });
    expect(readVin("9BWAL45UZKT11O233")).toEqual({ problem: "forbiddenLetters" });
    expect(readVin("")).toEqual({ problem: "required" });
  });
});
