import "server-only";
import { apiErrors } from "@/lib/http";
import { plateSchema, vinSchema, type VehicleLookup } from "../schemas";
import { garageTexts } from "../texts";

/** The search call's query: a chassi (vin) or a plate, each with its own field message. */
export function lookupFromQuery(query: { vin?: string; plate?: string }): VehicleLookup {
  if (query.vin !== undefined) {
    const parsed = vinSchema.safeParse(query.vin);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? garageTexts.validation.vinLength;
      throw apiErrors.validation(message, { vin: message });
    }
    return { kind: "vin", vin: parsed.data };
  }
  if (query.plate !== undefined) {
    const parsed = plateSchema.safeParse(query.plate);
    if (!parsed.success) {
      throw apiErrors.validation(garageTexts.validation.plate, {
        plate: garageTexts.validation.plate,
      });
    }
    return { kind: "plate", plate: parsed.data };
  }
  throw apiErrors.validation(garageTexts.validation.vinOrPlate, {
    vin: garageTexts.validation.vinOrPlate,
  });
}
