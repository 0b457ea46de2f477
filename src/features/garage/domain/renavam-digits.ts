// Apart from renavam.ts: the vehicle's forms need only the mask as they render, and the check
// digit (@brazilian-utils, 0.9 kB with the constants its module holds) loads with their rules, on
// the first save.

/** RENAVAM: 11 digits, stored without separators. */
export function normalizeRenavam(value: string): string {
  return value.replace(/\D/g, "");
}

/** Input mask: digits only, at most 11. */
export function maskRenavam(value: string): string {
  return normalizeRenavam(value).slice(0, 11);
}
