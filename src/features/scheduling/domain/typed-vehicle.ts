import type { CartVehicle } from "./booking-cart";

/** What the vehicle step's form holds, as typed. */
export interface TypedVehicle {
  modelCode: string;
  modelYear: string;
  plate: string;
}

/** A typed plate that is neither the old series (ABC1234) nor Mercosul's (ABC1D23). */
export function plateLooksWrong(typed: string): boolean {
  const plate = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return typed.trim() !== "" && !/^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(plate);
}

/** The model years a typed vehicle may have: from 2000 to next year's models. */
export function modelYearRange(today: string): { first: number; last: number } {
  return { first: 2000, last: Number(today.slice(0, 4)) + 1 };
}

/**
 * The cart's vehicle for what is typed, or null while it names none: a known model, a whole year
 * in range and a plate that is empty or well formed. It has no reading of its own: the mileage
 * step asks for it, and a garage car's reading never passes to it.
 */
export function typedCartVehicle(
  typed: TypedVehicle,
  known: { models: { code: string; name: string }[]; today: string; vin: string | null },
): CartVehicle | null {
  const model = known.models.find((candidate) => candidate.code === typed.modelCode);
  const { first, last } = modelYearRange(known.today);
  const year = Number(typed.modelYear);
  if (
    !model ||
    !/^\d{4}$/.test(typed.modelYear) ||
    year < first ||
    year > last ||
    plateLooksWrong(typed.plate)
  ) {
    return null;
  }
  return {
    id: null,
    modelCode: model.code,
    modelName: model.name,
    modelYear: year,
    plate: typed.plate.replace(/[^A-Za-z0-9]/g, "").toUpperCase() || null,
    vin: known.vin,
    mileageKm: 0,
    soldOn: null,
  };
}
