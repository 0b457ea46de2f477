// The codes ISO 3779 and 49 CFR 565 put into a chassi (VIN): shared by the garage's rules and the
// seeded vehicle registry, which must draw chassis those rules accept.

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

/** Model-year code of position 10 (ISO 3779), repeating every 30 years; 2010 is A. */
const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function modelYearCode(year: number): string {
  return yearCodes[(((year - 2010) % 30) + 30) % 30] ?? "A";
}
