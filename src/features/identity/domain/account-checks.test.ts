import { describe, expect, it } from "vitest";
import { maskCpf } from "./account-checks";

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
