import { describe, expect, it } from "vitest";
import { formatPhone, isMobilePhone, isValidPhone, normalizePhone } from "./brazilian-phone";

/** Types the value one character at a time through the mask, as the input does. */
const typed = (value: string) =>
  [...value].reduce((shown, character) => formatPhone(shown + character), "");

describe("phone mask", () => {
  it.each([
    ["11912345678", "(11) 91234-5678"],
    ["1131234567", "(11) 3123-4567"],
    ["+55 11 91234-5678", "(11) 91234-5678"],
    ["011 91234-5678", "(11) 91234-5678"],
    ["(51) 99876-5432", "(51) 99876-5432"],
  ])("shows %s as %s, typed or pasted", (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
    expect(typed(value)).toBe(shown);
  });
});

describe("phone rule", () => {
  it.each([
    ["(11) 91234-5678", "11912345678"],
    ["0 11 91234-5678", "11912345678"],
    ["+55 11 91234-5678", "11912345678"],
    ["+55 011 91234-5678", "11912345678"],
    ["(11) 3123-4567", "1131234567"],
    ["55 3222-1111", "5532221111"], // Rio Grande do Sul's area code is 55, the country's too
    ["+55 55 99988-7766", "55999887766"],
  ])("reads %s as %s", (value, digits) => {
    expect(normalizePhone(value)).toBe(digits);
  });

  it.each([
    "(23) 91234-5678",
    "(25) 91234-5678",
    "(26) 3123-4567",
    "(29) 91234-5678",
    "(01) 91234-5678",
  ])("refuses %s, whose area code Anatel never gave out", (value) => {
    expect(normalizePhone(value)).toBeUndefined();
    expect(isValidPhone(value)).toBe(false);
    expect(isMobilePhone(value)).toBe(false);
  });

  it("tells a mobile from a landline", () => {
    expect(isMobilePhone("0 11 91234-5678")).toBe(true);
    expect(isMobilePhone("(11) 3123-4567")).toBe(false);
    expect(isValidPhone("(11) 3123-4567")).toBe(true);
    expect(isValidPhone("(11) 81234-5678")).toBe(false);
  });
});
