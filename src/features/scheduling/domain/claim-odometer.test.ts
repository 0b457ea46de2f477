import { describe, expect, it } from "vitest";
import { laterReadingBelow, type OdometerReading } from "./claim-odometer";

const reading = (readOn: string, mileageKm: number, confirmedLower = false): OdometerReading => ({
  readOn,
  mileageKm,
  confirmedLower,
});

describe("a past revision's odometer against the readings taken after it", () => {
  const history = [
    reading("2022-01-10", 0),
    reading("2023-05-02", 31_000),
    reading("2026-11-20", 76_000),
  ];

  it("takes a figure below every later reading", () => {
    expect(
      laterReadingBelow({ performedOn: "2022-06-01", odometerKm: 10_000 }, history),
    ).toBeNull();
  });

  it("names the first later reading a figure passes", () => {
    expect(laterReadingBelow({ performedOn: "2022-06-01", odometerKm: 900_000 }, history)).toEqual(
      reading("2023-05-02", 31_000),
    );
    expect(laterReadingBelow({ performedOn: "2024-06-01", odometerKm: 80_000 }, history)).toEqual(
      reading("2026-11-20", 76_000),
    );
  });

  it("leaves alone the readings of the revision's day and before it", () => {
    expect(
      laterReadingBelow({ performedOn: "2023-05-02", odometerKm: 40_000 }, history),
    ).toBeNull();
    expect(laterReadingBelow({ performedOn: "2023-05-02", odometerKm: 80_000 }, history)).toEqual(
      reading("2026-11-20", 76_000),
    );
    expect(
      laterReadingBelow({ performedOn: "2026-11-20", odometerKm: 90_000 }, history),
    ).toBeNull();
  });

  it("compares nothing after a replaced panel", () => {
    const replaced = [
      reading("2023-05-02", 31_000),
      reading("2024-02-01", 1_200, true),
      reading("2025-01-01", 9_000),
    ];
    expect(
      laterReadingBelow({ performedOn: "2023-08-01", odometerKm: 40_000 }, replaced),
    ).toBeNull();
  });
});
