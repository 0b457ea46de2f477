import type { LookupProblem } from "./domain/field-rules";
import type { VinProblem } from "./domain/vin";
import { fieldTexts } from "./texts/fields";
import { validationTexts } from "./texts/validation";

const messages = validationTexts;

/** What the owner reads for each problem of a chassi. */
export const vinMessages: Record<VinProblem, string> = {
  required: messages.vinRequired,
  length: messages.vinLength,
  characters: messages.vinCharacters,
  plateInstead: messages.vinPlateInstead,
  forbiddenLetters: messages.vinForbiddenLetters,
  manufacturer: messages.vinManufacturer,
  checkDigit: messages.vinCheckDigit,
};

/** What the owner reads for each problem of the search field (chassi or plate). */
export const lookupMessages: Record<LookupProblem, string> = {
  ...vinMessages,
  empty: messages.vinOrPlate,
  plate: messages.plate,
};

/**
 * A reading below the vehicle's last one, wherever it is typed (the garage's forms and the
 * booking's mileage step): the same message, and the same box that confirms it.
 */
export const lowerMileageTexts = {
  message: (lastKm: number) => messages.mileageLower(lastKm.toLocaleString("pt-BR")),
  confirm: fieldTexts.confirmLower,
};
