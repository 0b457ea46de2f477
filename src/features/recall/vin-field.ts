import { z } from "zod";
import { normalizeVin, vinMessages, vinProblem } from "@/features/garage";

// The recall look-up reads a chassi as the garage does: its normalization, its check (the check
// digit of a North American chassi included) and its messages (the garage's domain/vin.ts).

/** The message for a chassi that is not one of the brand's, or null; normalized first. */
export function vinMessage(value: string): string | null {
  const problem = vinProblem(value);
  return problem ? vinMessages[problem] : null;
}

export { normalizeVin };

/** The chassi field of a form or a query: normalized, then checked. */
export const vinSchema = z
  .string({ error: vinMessages.required })
  .max(40, vinMessages.length)
  .transform(normalizeVin)
  .superRefine((vin, context) => {
    const message = vinMessage(vin);
    if (message) context.addIssue({ code: "custom", message });
  });
