import { isValidRenavam as hasRenavamCheckDigit } from "@brazilian-utils/brazilian-utils";
import { normalizeRenavam } from "./renavam-digits";

/**
 * RENAVAM: 11 digits, the last one a modulo-11 check digit (DENATRAN); an old one of 9 digits is
 * the same number with two leading zeros. Stored as 11 digits.
 */
export function isValidRenavam(value: string): boolean {
  const digits = normalizeRenavam(value);
  return (
    digits.length === 11 &&
    /^\d+$/.test(value.replace(/[\s.-]/g, "")) &&
    hasRenavamCheckDigit(digits)
  );
}
