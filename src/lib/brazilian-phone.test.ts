import { describe, expect, it } from "vitest";
import { formatPhone } from "./brazilian-phone";

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
