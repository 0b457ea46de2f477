import { describe, expect, it } from "vitest";
import {
  decodeLocationCookie,
  defaultSearchLocation,
  encodeLocationCookie,
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

  it("searches the whole country by default", () => {
    expect(defaultSearchLocation).toMatchObject({ state: "BR", city: "ALL", label: "Brasil" });
  });
});
