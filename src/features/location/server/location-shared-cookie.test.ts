import { describe, expect, it } from "vitest";
import { decodeLocationCookie, encodeLocationCookie } from "../domain/location";
import { locationSharedCookie } from "./request-location";

const campinas = {
  label: "Campinas - SP",
  latitude: -22.90556,
  longitude: -47.06083,
  state: "SP",
  city: "Campinas",
  type: "CUSTOM" as const,
};

describe("the place of a shared page", () => {
  it("keys the place the render reads, and hands the render that very place", () => {
    // The browser's cookie, as the render reads it (decoded once by the cookie parser).
    const asRead = decodeURIComponent(encodeLocationCookie(campinas));
    const variant = locationSharedCookie.variant(asRead);
    expect(variant).toBeDefined();
    expect(decodeLocationCookie(variant?.value)).toEqual(campinas);
    // Spacing or field order the render ignores makes no second page.
    const { label, ...rest } = campinas;
    const reordered = JSON.stringify({ ...rest, label: ` ${label} ` });
    expect(locationSharedCookie.variant(reordered)?.key).toBe(variant?.key);
    const other = { ...campinas, label: "Sorocaba - SP", city: "Sorocaba" };
    expect(locationSharedCookie.variant(JSON.stringify(other))?.key).not.toBe(variant?.key);
  });

  it("treats a cookie the render cannot read as no place at all", () => {
    expect(locationSharedCookie.variant("not json")).toBeUndefined();
    expect(
      locationSharedCookie.variant(JSON.stringify({ ...campinas, state: "S" })),
    ).toBeUndefined();
  });
});
