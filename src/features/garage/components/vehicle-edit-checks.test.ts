import { describe, expect, it } from "vitest";
import { maskMileage } from "../domain/mileage";
import { checkMileage, checkNickname, checkRenavam } from "./vehicle-edit-checks";

describe("the vehicle's edit checks", () => {
  it("trims a nickname and refuses an empty one with the form's message", () => {
    expect(checkNickname("  Azulão  ")).toEqual({ ok: true, value: "Azulão", shown: "Azulão" });
    expect(checkNickname("   ")).toMatchObject({ ok: false, message: expect.any(String) });
  });

  it("refuses a RENAVAM whose check digit is wrong, and keeps the digits of a right one", () => {
    expect(checkRenavam("12345678901")).toMatchObject({ ok: false });
    expect(checkRenavam("0063988496-2")).toEqual({
      ok: true,
      value: "00639884962",
      shown: "00639884962",
    });
  });

  it("takes a masked reading as a number, and a lower one only when confirmed", () => {
    expect(checkMileage(40_000, "45.500", false)).toEqual({
      ok: true,
      value: { mileageKm: 45_500, confirmLower: false },
      shown: "45.500",
    });
    const lower = checkMileage(40_000, "39.000", false);
    expect(lower.ok).toBe(false);
    expect(lower.ok ? "" : lower.message).toContain("40.000");
    expect(checkMileage(40_000, "39.000", true)).toEqual({
      ok: true,
      value: { mileageKm: 39_000, confirmLower: true },
      shown: "39.000",
    });
    expect(checkMileage(40_000, "abc", false)).toMatchObject({ ok: false });
  });

  it("refuses a reading with a decimal part instead of reading its digits as kilometres", () => {
    expect(checkMileage(40_000, maskMileage("46.000,5"), false)).toEqual({
      ok: false,
      message: "Informe a quilometragem em quilômetros inteiros.",
    });
  });
});
