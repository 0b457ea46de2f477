import { lowerThanLastUnconfirmed, readingProblem, type ReadingProblem } from "@/lib/odometer";

export { maxMileageKm } from "@/lib/odometer";

/**
 * Odometer rules: whole kilometres, never negative, never above the limit (the reading rule the
 * booking API shares, lib/odometer.ts), never below the last reading unless confirmed.
 */
export type MileageProblem = ReadingProblem | "lowerThanLast";

export function mileageProblem(
  value: number,
  lastKm: number,
  confirmedLower: boolean,
): MileageProblem | null {
  const problem = readingProblem(value);
  if (problem) return problem;
  if (lowerThanLastUnconfirmed(value, lastKm, confirmedLower)) return "lowerThanLast";
  return null;
}

/**
 * Whether a typed reading is a valid one below the last: the form then offers to confirm it, as
 * the rule will ask for the confirmation.
 */
export function typedBelowLast(typed: string, lastKm: number): boolean {
  const reading = parseMileage(typed);
  return Number.isSafeInteger(reading) && reading >= 0 && reading < lastKm;
}

/**
 * "45.210" from what an owner types ("45210", "45.210", "45 210 km"). A decimal part after a
 * comma stays as typed, so the rule asks for whole kilometres; masked away, its digits ran into
 * the reading ("46.000,5" became 460.005 km).
 */
export function maskMileage(value: string): string {
  const [whole = "", decimals] = value.split(",", 2);
  const digits = whole
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, 7);
  const masked = digits === "" ? "" : Number(digits).toLocaleString("pt-BR");
  return decimals === undefined ? masked : `${masked},${decimals.replace(/\D/g, "")}`;
}

export function parseMileage(value: string | number): number {
  if (typeof value === "number") return value;
  const text = value.trim().replace(/\s*km$/i, "");
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) return Number(text.replaceAll(".", ""));
  if (/^-?\d+$/.test(text)) return Number(text);
  // A decimal reading is kept so the rule can say "whole kilometres"; anything else a number
  // parser would take ("1e5", "0x10", "Infinity") is not a reading.
  if (/^-?\d+,\d+$/.test(text)) return Number(text.replace(",", "."));
  return Number.NaN;
}
