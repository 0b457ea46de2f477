import type { z } from "zod";
import "../validation-locale";
import { apiErrors, type FieldErrors } from "./api-error";

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a schema whose messages are in pt-BR; failures become a 400 with field messages. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw apiErrors.validation(`Dados inválidos em ${what}.`, fieldErrors(result.error));
  }
  return result.data;
}
