import { z } from "zod";

/** World manufacturer identifiers of the brand's vehicles sold in Brazil. */
export const brandWmis = ["9BW", "8AW", "3VW", "WVW"] as const;

export const vinMessages = {
  required: "Informe o chassi do veículo.",
  length: "O chassi tem 17 caracteres.",
  characters: "Use apenas letras e números.",
  forbiddenLetters: "O chassi não usa as letras I, O e Q.",
  brand: "Este chassi não é de um Volkswagen: ele começa com 9BW, 8AW, 3VW ou WVW.",
} as const;

/** As typed: spaces and hyphens copied from a document are dropped, letters go upper case. */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, "").toUpperCase();
}

/** The message for a malformed chassi, or null for a well-formed one of the brand. */
export function vinProblem(vin: string): string | null {
  if (vin === "") return vinMessages.required;
  if (!/^[A-Z0-9]+$/.test(vin)) return vinMessages.characters;
  if (/[IOQ]/.test(vin)) return vinMessages.forbiddenLetters;
  if (vin.length !== 17) return vinMessages.length;
  if (!brandWmis.some((wmi) => vin.startsWith(wmi))) return vinMessages.brand;
  return null;
}

/** The chassi field of a form or a query: normalized, then checked. */
export const vinSchema = z
  .string({ error: vinMessages.required })
  .max(40, vinMessages.length)
  .transform(normalizeVin)
  .superRefine((vin, context) => {
    const problem = vinProblem(vin);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
