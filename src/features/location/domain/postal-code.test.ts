import { describe, expect, it } from "vitest";
import { maskPostalCodeInput, parsePostalCode } from "./postal-code";

describe("CEP mask (SPEC.md section 5)", () => {
  it.each([
    ["0131", "0131"],
    ["01310", "01310"],
    ["013101", "01310-1"],
    ["01310100", "01310-100"],
    ["01310-10", "01310-10"],
    ["01310-100", "01310-100"],
    ["013101009", "01310-100"],
    ["campinas", "campinas"],
    ["sao 123456", "sao 123456"],
    ["12a456", "12a456"],
  ])("%s becomes %s", (typed, shown) => {
    expect(maskPostalCodeInput(typed)).toBe(shown);
  });
});

describe("CEP parsing", () => {
  it("accepts both written forms", () => {
    expect(parsePostalCode("01310-100")).toBe("01310100");
    expect(parsePostalCode("01310100")).toBe("01310100");
  });
  it.each(["0131010", "01310-1000", "abcde-fgh", ""])("rejects %j", (text) => {
    expect(parsePostalCode(text)).toBeUndefined();
  });
});
