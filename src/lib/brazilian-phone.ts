// No imports: the identity provider loads this file directly (through Minha conta's account
// checks), without the storefront's "@/" paths.

/** Area codes (DDD) in use in Brazil, from Anatel's numbering plan. */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone's digits with its area code, whichever way it was written: a mobile (11
 * digits, 9 local ones starting with 9) or a landline (10 digits, 8 local ones starting with 2 to
 * 5). A browser's "+55" and the trunk 0 dialled before the area code are dropped. Undefined for
 * anything else, an area code Anatel never gave out included.
 */
export function normalizePhone(value: string): string | undefined {
  let digits = value.replace(/\D/g, "");
  // As the mask reads it: more digits than a DDD number has means a country code first, with a
  // mobile (13 digits) or a landline (12). 55 alone is Rio Grande do Sul's area code.
  if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (!areaCodes.has(Number(digits.slice(0, 2)))) return undefined;
  const local = digits.slice(2);
  if (local.length === 9 && local.startsWith("9")) return digits;
  if (local.length === 8 && /^[2-5]/.test(local)) return digits;
  return undefined;
}

/** A mobile or a landline, for a form that takes either. */
export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== undefined;
}

/** A mobile number: the only kind a text message or WhatsApp reaches. */
export function isMobilePhone(value: string): boolean {
  return normalizePhone(value)?.length === 11;
}

/** The Brazilian mask as the shopper types: "(11) 91234-5678" or "(11) 3123-4567". */
export function formatPhone(value: string): string {
  let digits = value.replace(/\D/g, "");
  // A number pasted or typed as +55 11 91234-5678 or 011 91234-5678 keeps its own digits: the
  // country code and the trunk zero are dropped once there are too many digits for a DDD number.
  if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length > 11 && digits.startsWith("0")) digits = digits.slice(1);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  const split = local.length === 9 ? 5 : 4;
  if (local.length <= split) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}
