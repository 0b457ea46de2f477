import { describe, expect, it } from "vitest";
import { formatBRL } from "./format";

describe("formatBRL", () => {
  it.each([
    [9699000, "R$ 96.990,00"],
    [45999000, "R$ 459.990,00"],
    [1, "R$ 0,01"],
  ])("formats %i cents as %s", (cents, text) => {
    expect(formatBRL(cents).replace(/\s/g, " ")).toBe(text);
  });
});
