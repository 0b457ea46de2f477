import fc from "fast-check";
import * as v from "valibot";
import { expect } from "vitest";
import type { Shape } from "@/lib/json-shape";

/**
 * The plain checks must say what a schema library says of the same rules: valibot, as the forms
 * use it, is the reference here, on generated values near and far from the shapes.
 */
export function agree<T>(
  shape: Shape<T>,
  schema: v.GenericSchema<unknown, T>,
  values: fc.Arbitrary<unknown>,
) {
  fc.assert(
    fc.property(values, (value) => {
      const reference = v.safeParse(schema, value);
      expect(shape(value)).toEqual(reference.success ? reference.output : undefined);
    }),
    { numRuns: 2000 },
  );
}

export const anyJson = fc.jsonValue();
export const nearText = fc.oneof(
  fc.string({ maxLength: 130 }),
  fc.constantFrom(" ", "  a  ", "/x", "SP", "sp", "S P"),
  anyJson,
);
export const nearNumber = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.integer({ min: -5, max: 5 }),
  anyJson,
);
