import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as v from "valibot";
import { agree, anyJson, nearNumber, nearText } from "../../../../tests/support/shape-agreement";
import {
  decodeLocationCookie,
  locationTypes,
  defaultRegionLocation,
  defaultSearchLocation,
  encodeLocationCookie,
  locationOfCookie,
  type SearchLocation,
} from "./location";

const curitiba: SearchLocation = {
  label: "Curitiba - PR",
  latitude: -25.4284,
  longitude: -49.2733,
  state: "PR",
  city: "Curitiba",
  type: "CUSTOM",
};

describe("location cookie", () => {
  it("round-trips a chosen place", () => {
    expect(decodeLocationCookie(encodeLocationCookie(curitiba))).toEqual(curitiba);
  });

  it.each([
    ["absent", undefined],
    ["not JSON", "%7Bnot-json"],
    ["latitude out of range", encodeURIComponent(JSON.stringify({ ...curitiba, latitude: 123 }))],
    ["unknown type", encodeURIComponent(JSON.stringify({ ...curitiba, type: "OTHER" }))],
    ["state not a UF", encodeURIComponent(JSON.stringify({ ...curitiba, state: "paraná" }))],
  ])("ignores a cookie that is %s", (_case, value) => {
    expect(decodeLocationCookie(value)).toBeUndefined();
  });

  it("reads a location cookie as a valibot schema of the same rules would", () => {
    const reference = v.object({
      label: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)),
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      state: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
      city: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
      type: v.picklist(locationTypes),
    });
    const nearLocation = fc.record(
      {
        label: nearText,
        latitude: nearNumber,
        longitude: nearNumber,
        state: nearText,
        city: nearText,
        type: fc.oneof(fc.constantFrom(...locationTypes), anyJson),
        extra: anyJson,
      },
      { requiredKeys: [] },
    );
    agree(
      (value) => decodeLocationCookie(encodeURIComponent(JSON.stringify(value))),
      reference,
      // What a cookie can hold: JSON, in which -0 is written as 0.
      fc.oneof(nearLocation, anyJson).map((value) => JSON.parse(JSON.stringify(value)) as unknown),
    );
  });

  it("searches the whole country by default", () => {
    expect(defaultSearchLocation).toMatchObject({ state: "BR", city: "ALL", label: "Brasil" });
  });
});

describe("the place a location cookie names", () => {
  it("is the chosen place when the cookie holds one", () => {
    expect(locationOfCookie(encodeLocationCookie(curitiba))).toEqual(curitiba);
  });

  it.each([
    ["absent", undefined],
    ["cleared", ""],
    ["not JSON", "%7Bnot-json"],
  ])("is the default region the top bar names when the cookie is %s", (_case, value) => {
    expect(locationOfCookie(value)).toEqual(defaultRegionLocation);
  });
});
