import { describe, expect, it } from "vitest";
import { isValidCpf, isValidMobilePhone, maskCpf, normalizeMobilePhone } from "./account-checks";

describe("maskCpf", () => {
  it.each([
    ["12345678909", "***.456.789-**"],
    ["123.456.789-09", "***.456.789-**"],
  ])("shows only the middle digits of %s", (cpf, shown) => {
    expect(maskCpf(cpf)).toBe(shown);
  });

  it.each(["", "1234567890", "123456789012"])("shows nothing of %j, which is no CPF", (cpf) => {
    expect(maskCpf(cpf)).toBe("");
  });
});

describe("isValidCpf", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["529.982.247-26", false],
    ["111.111.111-11", false],
    // The digits of a CPF with letters around them are not taken for it.
    ["abc529.982.247-25", false],
    ["٥٢٩٩٨٢٢٤٧٢٥", false],
  ])("%s is %s", (value, valid) => {
    expect(isValidCpf(value)).toBe(valid);
  });
});

describe("the account's mobile", () => {
  it.each(["(11) 91234-5678", "+55 11 91234-5678", "0 11 91234-5678", "011 91234-5678"])(
    "takes %s as the booking does",
    (value) => {
      expect(isValidMobilePhone(value)).toBe(true);
      expect(normalizeMobilePhone(value)).toBe("11912345678");
    },
  );

  it.each(["(11) 3123-4567", "(23) 91234-5678", "(11) 81234-5678", ""])("refuses %j", (value) => {
    expect(isValidMobilePhone(value)).toBe(false);
  });
});
