import { vinCheckDigit } from "@/lib/vin-codes";
import { isValidPlate } from "./plate";

export { modelYearCode, vinCheckDigit } from "@/lib/vin-codes";

/**
 * Chassi (VIN) rules for the brand's vehicles sold in Brazil (ISO 3779): 17 characters, never I,
 * O or Q, starting with one of the brand's world manufacturer identifiers. Only vehicles built for
 * North America carry a check digit in position 9 (49 CFR 565); elsewhere that position is free.
 */
export const brandWmis = {
  "9BW": "Volkswagen do Brasil",
  "8AW": "Volkswagen Argentina",
  "3VW": "Volkswagen de México",
  WVW: "Volkswagen AG (Alemanha)",
} as const;

export type BrandWmi = keyof typeof brandWmis;

export const vinLength = 17;

/**
 * Upper case without spaces, hyphens or dots: what an owner types or copies from the CRLV
 * document. The garage's search and the recall look-up read a chassi through this one function.
 */
export function normalizeVin(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

export function isBrandWmi(wmi: string): wmi is BrandWmi {
  return Object.hasOwn(brandWmis, wmi);
}

/** North American WMIs start with 1 to 5: only those VINs must carry the check digit. */
export function requiresCheckDigit(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export type VinProblem =
  | "required"
  | "characters"
  | "plateInstead"
  | "forbiddenLetters"
  | "length"
  | "manufacturer"
  | "checkDigit";

/**
 * Why a VIN is not one of the brand's, or null when it is: the one check of the garage and the
 * recall look-up, in the order the owner needs to hear it.
 */
export function vinProblem(value: string): VinProblem | null {
  const vin = normalizeVin(value);
  if (vin === "") return "required";
  // A character the chassi never uses is what the owner needs to hear about, whatever the length.
  if (/[^A-Z0-9]/.test(vin)) return "characters";
  // Owners know their plate better than their chassi: one typed where a chassi goes is named as
  // such, not refused for a letter or a length it was never meant to have.
  if (isValidPlate(vin)) return "plateInstead";
  if (/[IOQ]/.test(vin)) return "forbiddenLetters";
  if (vin.length !== vinLength) return "length";
  if (!isBrandWmi(vin.slice(0, 3))) return "manufacturer";
  if (requiresCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return "checkDigit";
  return null;
}

export function isValidVin(value: string): boolean {
  return vinProblem(value) === null;
}
