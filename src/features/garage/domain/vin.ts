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
const notVinCharacter = /[^A-HJ-NPR-Z0-9]/;

/** Upper case without spaces, hyphens or dots: what an owner types from the CRLV document. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

export function isBrandWmi(wmi: string): wmi is BrandWmi {
  return Object.hasOwn(brandWmis, wmi);
}

const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The North American check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (const [index, character] of [...vin].entries()) {
    const value = /\d/.test(character) ? Number(character) : (transliteration[character] ?? 0);
    sum += value * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** North American WMIs start with 1 to 5: only those VINs must carry the check digit. */
export function requiresCheckDigit(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

export type VinProblem = "length" | "characters" | "manufacturer" | "checkDigit";

/** Why a VIN is not one of the brand's, or null when it is. */
export function vinProblem(value: string): VinProblem | null {
  const vin = normalizeVin(value);
  // A letter the chassi never uses is what the owner needs to hear about, whatever the length.
  if (notVinCharacter.test(vin)) return "characters";
  if (vin.length !== vinLength) return "length";
  if (!isBrandWmi(vin.slice(0, 3))) return "manufacturer";
  if (requiresCheckDigit(vin) && vin[8] !== vinCheckDigit(vin)) return "checkDigit";
  return null;
}

export function isValidVin(value: string): boolean {
  return vinProblem(value) === null;
}

/** Model-year code of position 10 (ISO 3779), repeating every 30 years; 2010 is A. */
const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function modelYearCode(year: number): string {
  return yearCodes[(((year - 2010) % 30) + 30) % 30] ?? "A";
}
