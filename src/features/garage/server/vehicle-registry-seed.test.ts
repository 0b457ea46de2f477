import { describe, expect, it } from "vitest";
import { isValidPlate } from "../domain/plate";
import { isValidRenavam } from "../domain/renavam";
import { vehiclePaint } from "../domain/vehicle-paint";
import { isValidVin } from "../domain/vin";
import { recallSampleVehicles } from "@/db/seed/recall";
import {
  buildVehicleRegistry,
  registryColors,
  registryExtractDate,
  registrySize,
} from "@/db/seed/vehicle-registry";

/** WCAG's contrast ratio: how far apart two colours read, from 1 to 21. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("vehicle registry seed", () => {
  const registry = buildVehicleRegistry();

  it("holds several thousand of the brand's vehicles with unique, valid VINs and plates", () => {
    expect(registry).toHaveLength(registrySize);
    expect(new Set(registry.map((v) => v.vin)).size).toBe(registry.length);
    expect(registry.every((v) => isValidVin(v.vin))).toBe(true);
    const plates = registry.flatMap((v) => (v.plate ? [v.plate] : []));
    expect(new Set(plates).size).toBe(plates.length);
    expect(plates.every(isValidPlate)).toBe(true);
    expect(registry.every((v) => v.renavam === null || isValidRenavam(v.renavam))).toBe(true);
    expect(new Set(registry.map((v) => v.vin.slice(0, 3)))).toEqual(
      new Set(["9BW", "8AW", "3VW", "WVW"]),
    );
  });

  it("is the same list on every build", () => {
    expect(buildVehicleRegistry(50)).toEqual(buildVehicleRegistry(50));
  });

  it("leaves most vehicles free to claim and keeps mileage histories rising before the extract date", () => {
    const free = registry.filter((v) => v.ownerId === null).length;
    expect(free).toBeGreaterThan(registry.length / 2);
    expect(free).toBeLessThan(registry.length);
    for (const vehicle of registry) {
      expect(vehicle.readings[0]).toEqual({ mileageKm: 0, readOn: vehicle.soldOn, source: "sale" });
      for (const [i, reading] of vehicle.readings.entries()) {
        expect(reading.readOn <= registryExtractDate).toBe(true);
        if (i > 0)
          expect(reading.mileageKm).toBeGreaterThan(vehicle.readings[i - 1]?.mileageKm ?? 0);
      }
    }
  });

  describe("colours, each painted in the garage's picture", () => {
    const colours = [
      ...new Set([
        ...registryColors,
        ...registry.map((vehicle) => vehicle.color),
        ...recallSampleVehicles.map((vehicle) => vehicle.color),
      ]),
    ];

    it("gives every colour its own paint", () => {
      expect(colours.length).toBeGreaterThanOrEqual(registryColors.length);
      const bodies = colours.map((colour) => vehiclePaint(colour)?.body);
      expect(bodies.every((body) => body !== undefined)).toBe(true);
      expect(new Set(bodies).size).toBe(colours.length);
    });

    it.each(colours)("keeps a %s car apart from the page, its door line visible", (colour) => {
      const paint = vehiclePaint(colour);
      if (!paint) throw new Error(`no paint for ${colour}`);
      // A light car is told from the white page by the drawing's dark outline, a dark one by itself.
      const outline = "#1b1f23";
      expect(
        Math.max(contrast(paint.body, outline), contrast(paint.body, "#ffffff")),
      ).toBeGreaterThan(3);
      expect(contrast(paint.body, paint.line)).toBeGreaterThan(1.6);
    });
  });
});
