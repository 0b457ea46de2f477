// Apart from renavam.ts: the vehicle's forms need only the mask as they render, and the check
// digit (@brazilian-utils, 0.9 kB with the constants its module holds) loads with their rules, on
// the first save.

/**
 * RENAVAM: 11 digits, stored without separators. Those issued before 2013 had 9 digits and are
 * written today with two leading zeros ("639297633" is "00639297633"), so 9 digits are padded.
 */
export function normalizeRenavam(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 9 ? digits.padStart(11, "0") : digits;
}

/** Input mask: digits only, at most 11 (9 stay as typed: the owner may still be typing). */
export function maskRenavam(value: string): string {
  return value.replace(/\D/g, "").slice(0, 11);
}
