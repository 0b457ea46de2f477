import { describe, expect, it } from "vitest";
import { isValidPlate } from "../domain/plate";
import { isValidRenavam } from "../domain/renavam";
import { isValidVin } from "../domain/vin";
import {
  buildVehicleRegistry,
  registryExtractDate,
  registrySize,
} from "@/db/seed/vehicle-registry";

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
});
