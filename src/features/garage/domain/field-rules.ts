import { isValidPlate, maskPlate, normalizePlate } from "./plate";
import { normalizeVin, vinProblem, type VinProblem } from "./vin";

/**
 * Rules of the garage's fields that two schemas apply: `schemas.ts` (zod: the API bodies and
 * their OpenAPI document) and `form-schemas.ts` (valibot: the forms in the browser).
 * `form-schemas.test.ts` holds both to the same answers.
 */

export type VehicleLookup = { kind: "vin"; vin: string } | { kind: "plate"; plate: string };

export type LookupProblem = "empty" | "plate" | VinProblem;

/**
 * The one field of the search form: a chassi or a plate. More than eight characters (after the
 * mask) mean a chassi and get the chassi's problems; anything shorter is read as a plate.
 */
export function readVehicleLookup(
  value: string,
): { lookup: VehicleLookup; problem?: never } | { problem: LookupProblem; lookup?: never } {
  const compact = normalizeVin(value);
  if (compact.length === 0) return { problem: "empty" };
  if (compact.length > 8) {
    const problem = vinProblem(compact);
    return problem ? { problem } : { lookup: { kind: "vin", vin: compact } };
  }
  if (!isValidPlate(compact)) return { problem: "plate" };
  return { lookup: { kind: "plate", plate: normalizePlate(compact) } };
}

/**
 * The chassi typed to confirm a vehicle found by its plate: read as the search field reads a
 * chassi (normalized, then the chassi's problems), a plate typed there included.
 */
export function readVin(
  value: string,
): { vin: string; problem?: never } | { problem: VinProblem; vin?: never } {
  const vin = normalizeVin(value);
  const problem = vinProblem(vin);
  return problem ? { problem } : { vin };
}

/**
 * A chassi field's mask: upper case, letters and digits, 17 characters. A letter a chassi never
 * has (I, O, Q) stays as typed, so the rule can name it: taken away silently, it left a chassi
 * one character short and a message about its length.
 */
export function maskVin(value: string): string {
  return normalizeVin(value)
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 17);
}

/** The search field's mask: a chassi's, except that up to 7 characters it may still be a plate. */
export function maskVinOrPlate(value: string): string {
  const compact = maskVin(value);
  if (compact.length <= 7 && /^[A-Z]{0,3}$|^[A-Z]{3}\d/.test(compact)) return maskPlate(compact);
  return compact;
}
