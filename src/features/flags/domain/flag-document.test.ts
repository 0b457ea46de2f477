import { describe, expect, it } from "vitest";
import {
  checkFlagDocument,
  isValidClientKey,
  isValidDefaultValue,
  isValidFlagKey,
} from "./flag-document";

describe("flag key and value rules (SPEC.md section 5)", () => {
  it.each([
    ["sdk-storefront-local-flags", true],
    ["sdk-12345678901234567", true],
    ["sdk-1234567890123456", false],
    ["key-storefront-local-flags", false],
    ["", false],
    [undefined, false],
  ])("client key %s is valid: %s", (key, valid) => {
    expect(isValidClientKey(key)).toBe(valid);
  });

  it("needs a non-empty key", () => {
    expect(isValidFlagKey("ab_test_home_banner")).toBe(true);
    expect(isValidFlagKey("")).toBe(false);
    expect(isValidFlagKey("   ")).toBe(false);
    expect(isValidFlagKey(42)).toBe(false);
  });

  it.each([[true], [0], ["A"], [null], [undefined]])("accepts %s as a default value", (value) => {
    expect(isValidDefaultValue(value)).toBe(true);
  });

  it.each([[{}], [[]], [() => true]])("refuses %s as a default value", (value) => {
    expect(isValidDefaultValue(value)).toBe(false);
  });
});

describe("checkFlagDocument", () => {
  it("accepts known flags with defaults of their type", () => {
    const result = checkFlagDocument({
      features: {
        ab_test_home_banner: { defaultValue: "B" },
        feature_flag_feature_recall: { defaultValue: true },
      },
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    ["no features", { flags: {} }, "documento sem o campo features"],
    ["features as a list", { features: [] }, "features não é um objeto"],
    [
      "an unknown key",
      { features: { surprise: { defaultValue: true } } },
      "chave desconhecida: surprise",
    ],
    [
      "a wrong type",
      { features: { ab_test_banner_btn: { defaultValue: "sim" } } },
      "tipo inválido em ab_test_banner_btn",
    ],
    [
      "an object value",
      { features: { ab_test_home_banner: { defaultValue: { v: "A" } } } },
      "tipo inválido em ab_test_home_banner",
    ],
  ])("refuses a document with %s", (_case, input, reason) => {
    expect(checkFlagDocument(input)).toEqual({ ok: false, reason });
  });
});
