import { onlyDigits } from "./cpf";

/** Area codes (DDD) in use in Brazil, from Anatel's numbering plan. */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone with its area code: a mobile (9 digits starting with 9) or a landline
 * (8 digits starting with 2 to 5). A leading 0 or the country code 55 is accepted and dropped.
 */
export function normalizePhone(value: string): string | undefined {
  let digits = onlyDigits(value);
  // As the form's mask reads it: more digits than a DDD number has means a country code first,
  // with a mobile (13 digits) or a landline (12).
  if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (!areaCodes.has(Number(digits.slice(0, 2)))) return undefined;
  const local = digits.slice(2);
  if (local.length === 9 && local.startsWith("9")) return digits;
  if (local.length === 8 && /^[2-5]/.test(local)) return digits;
  return undefined;
}

export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== undefined;
}

/** A mobile number: the only kind WhatsApp reaches (a landline has 8 local digits). */
export function isMobilePhone(value: string): boolean {
  return normalizePhone(value)?.length === 11;
}

export { formatPhone } from "@/lib/brazilian-phone";
