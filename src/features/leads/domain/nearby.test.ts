import { describe, expect, it } from "vitest";
import { distanceKm, nearest } from "./nearby";

const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
const rio = { latitude: -22.9068, longitude: -43.1729 };
const brasilia = { latitude: -15.7939, longitude: -47.8828 };

describe("nearby dealers", () => {
  it("measures São Paulo to Rio de Janeiro as about 360 km in a straight line", () => {
    expect(Math.round(distanceKm(saoPaulo, rio))).toBe(361);
  });

  it("orders places by distance and keeps the closest", () => {
    const places = [
      { name: "Rio", ...rio },
      { name: "Brasília", ...brasilia },
      { name: "São Paulo", ...saoPaulo },
    ];
    expect(nearest(saoPaulo, places, 2).map((place) => [place.name, place.distanceKm])).toEqual([
      ["São Paulo", 0],
      ["Rio", 361],
    ]);
  });
});
