import { describe, expect, it } from "vitest";
import { caretAfterDigits, groupTypedMileage } from "./mileage-typing";

describe("a mileage grouped as it is typed", () => {
  it.each([
    ["46000", "46.000"],
    ["4600", "4.600"],
    ["460", "460"],
    ["1234567", "1.234.567"],
    ["46.0000", "460.000"],
    ["0", "0"],
    ["046000", "46.000"],
    ["", ""],
    ["46,5", "46,5"],
    ["-100", "-100"],
    ["12a", "12a"],
  ])("%j reads %j", (typed, shown) => {
    expect(groupTypedMileage(typed)).toBe(shown);
  });

  it("keeps the caret after the same digits", () => {
    // "4600|0" typed as "46000" with the caret before the last 0 becomes "46.00|0".
    expect(caretAfterDigits("46.000", 4)).toBe(5);
    expect(caretAfterDigits("46.000", 2)).toBe(2);
    expect(caretAfterDigits("46.000", 0)).toBe(0);
  });
});
