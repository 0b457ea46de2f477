import { isValidRenavam as hasRenavamCheckDigit } from "@brazilian-utils/brazilian-utils";

/** RENAVAM: 11 digits, the last one a modulo-11 check digit (DENATRAN). Stored as 11 digits. */
export function normalizeRenavam(value: string): string {
  return value.replace(/\D/g, "");
}

export function isValidRenavam(value: string): boolean {
  const digits = normalizeRenavam(value);
  return (
    digits.length === 11 &&
    /^\d+$/.test(value.replace(/[\s.-]/g, "")) &&
    hasRenavamCheckDigit(digits)
  );
}

/** Input mask: digits only, at most 11. */
export function maskRenavam(value: string): string {
  return normalizeRenavam(value).slice(0, 11);
}
