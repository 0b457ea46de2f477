import fc from "fast-check";
import { agree, anyJson, nearNumber, nearText } from "../../tests/support/shape-agreement";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { integerFrom, listOf, numberBetween, oneOf, record, text } from "./json-shape";

describe("json shapes", () => {
  it("checks integers and bounded numbers as valibot does", () => {
    agree(integerFrom(1), v.pipe(v.number(), v.integer(), v.minValue(1)), nearNumber);
    agree(numberBetween(-90, 90), v.pipe(v.number(), v.minValue(-90), v.maxValue(90)), nearNumber);
  });

  it("checks texts, trimmed or not, as valibot does", () => {
    agree(
      text({ trim: true, min: 1, max: 120 }),
      v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
      nearText,
    );
    agree(
      text({ max: 2000, prefix: "/" }),
      v.pipe(v.string(), v.startsWith("/"), v.maxLength(2000)),
      nearText,
    );
    agree(
      text({ max: 2, pattern: /^[A-Z]{2}$/ }),
      v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      nearText,
    );
  });

  it("checks choices and lists as valibot does", () => {
    const choices = ["accepted", "rejected"] as const;
    agree(
      oneOf(choices),
      v.picklist(choices),
      fc.oneof(fc.constantFrom("accepted", "rejected", "ACCEPTED"), anyJson),
    );
    const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
    agree(
      listOf(integerFrom(1), 3),
      v.pipe(v.array(positive), v.maxLength(3)),
      fc.oneof(fc.array(fc.integer({ min: -1, max: 400 }), { maxLength: 5 }), anyJson),
    );
  });

  it("drops keys a record does not declare", () => {
    const shape = record({ latitude: numberBetween(-90, 90) });
    expect(shape({ latitude: 1, other: "x" })).toEqual({ latitude: 1 });
    expect(shape([1])).toBeUndefined();
    expect(shape(null)).toBeUndefined();
  });
});
