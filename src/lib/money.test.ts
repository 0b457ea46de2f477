import { describe, expect, it } from "vitest";
import { centsToReais, reaisToCents } from "./money";

describe("money", () => {
  it("turns centavos into reais and back without float drift", () => {
    expect(centsToReais(12_345)).toBe(123.45);
    expect(reaisToCents(123.45)).toBe(12_345);
    // 0.29 * 100 is 28.999999999999996 in binary floating point.
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(centsToReais(9_999_999))).toBe(9_999_999);
  });
});
