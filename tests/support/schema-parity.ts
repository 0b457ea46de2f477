import * as v from "valibot";

/**
 * What a form does with an input, whichever library checked it: the value it sends, or the first
 * message of each field (by dotted path). The form schemas (valibot) and the API's (zod) must give
 * the same verdict; the form-schemas property tests compare these.
 */
export type Verdict = { output: unknown } | { messages: Record<string, string> };

/** A zod schema, classic or mini: what both answer to safeParse. */
interface ZodSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export function zodVerdict(schema: ZodSchema, input: unknown): Verdict {
  const result = schema.safeParse(input);
  if (result.success) return { output: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    messages[issue.path.map(String).join(".")] ??= issue.message;
  }
  return { messages };
}

export function valibotVerdict(schema: v.GenericSchema, input: unknown): Verdict {
  const result = v.safeParse(schema, input);
  if (result.success) return { output: result.output };
  const messages: Record<string, string> = {};
  for (const issue of result.issues) {
    messages[(issue.path ?? []).map((item) => String(item.key)).join(".")] ??= issue.message;
  }
  return { messages };
}
