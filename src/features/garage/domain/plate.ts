import { isValidLicensePlate } from "@brazilian-utils/brazilian-utils";

/**
 * Brazilian licence plates: the old series ABC-1234 and the Mercosul series ABC1D23 (CONTRAN
 * resolution 969/2022). Stored upper case without the hyphen; shown with it in the old format.
 */
export function normalizePlate(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function isValidPlate(value: string): boolean {
  const plate = normalizePlate(value);
  return plate.length === 7 && isValidLicensePlate(plate);
}

export function isMercosulPlate(value: string): boolean {
  return /^[A-Z]{3}\d[A-Z]\d{2}$/.test(normalizePlate(value));
}

export function formatPlate(value: string): string {
  const plate = normalizePlate(value);
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** Input mask: letters in the first three places, then the old or the Mercosul sequence. */
export function maskPlate(value: string): string {
  const raw = normalizePlate(value).replace(/[^A-Z0-9]/g, "");
  let out = "";
  for (const character of raw) {
    const position = out.length;
    if (position < 3 && /[A-Z]/.test(character)) out += character;
    else if (position === 3 && /\d/.test(character)) out += character;
    else if (position === 4 && /[A-Z0-9]/.test(character)) out += character;
    else if (position > 4 && position < 7 && /\d/.test(character)) out += character;
    if (out.length === 7) break;
  }
  // A digit in the fifth place means the old series, written with its hyphen.
  return /^[A-Z]{3}\d\d/.test(out) ? `${out.slice(0, 3)}-${out.slice(3)}` : out;
}
