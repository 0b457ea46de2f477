/**
 * Checks for the few JSON values every page reads as it starts (the browser-storage keys and the
 * location cookie). They run on every page, so they are plain functions rather than a schema
 * library: valibot costs every page 2.8 kB once the forms' functions join it (decision 042).
 * Each check returns the value in its normalised form, or undefined when it does not fit.
 */
export type Shape<T> = (value: unknown) => T | undefined;
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

export function numberBetween(min: number, max: number): Shape<number> {
  return (value) => (typeof value === "number" && value >= min && value <= max ? value : undefined);
}

export function integerFrom(min: number): Shape<number> {
  return (value) =>
    Number.isInteger(value) && (value as number) >= min ? (value as number) : undefined;
}

interface TextRules {
  min?: number;
  max: number;
  trim?: boolean;
  pattern?: RegExp;
  prefix?: string;
}

/** Lengths are checked after trimming, as a schema that trims first would. */
export function text({ min = 0, max, trim = false, pattern, prefix }: TextRules): Shape<string> {
  return (value) => {
    if (typeof value !== "string") return undefined;
    const output = trim ? value.trim() : value;
    if (output.length < min || output.length > max) return undefined;
    if (pattern && !pattern.test(output)) return undefined;
    if (prefix !== undefined && !output.startsWith(prefix)) return undefined;
    return output;
  };
}

export function oneOf<const T extends readonly string[]>(choices: T): Shape<T[number]> {
  return (value) => (choices.includes(value as string) ? (value as T[number]) : undefined);
}

export function listOf<T>(item: Shape<T>, maxLength: number): Shape<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxLength) return undefined;
    const output: T[] = [];
    for (const entry of value) {
      const checked = item(entry);
      if (checked === undefined) return undefined;
      output.push(checked);
    }
    return output;
  };
}

/** Unknown keys are dropped, so what is kept is exactly the declared shape. */
export function record<F extends Record<string, Shape<unknown>>>(
  fields: F,
): Shape<{ [K in keyof F]: ShapeOf<F[K]> }> {
  return (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(fields)) {
      const checked = check((value as Record<string, unknown>)[key]);
      if (checked === undefined) return undefined;
      output[key] = checked;
    }
    return output as { [K in keyof F]: ShapeOf<F[K]> };
  };
}
