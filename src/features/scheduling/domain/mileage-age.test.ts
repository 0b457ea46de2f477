import { describe, expect, it } from "vitest";
import { mileageReadingIsOld } from "./mileage-age";

describe("mileageReadingIsOld", () => {
  it.each([
    ["a reading of 17 months ago", "2025-06-22", "2026-11-27", true],
    ["a reading of this week", "2026-11-24", "2026-11-27", false],
    ["a reading of six months ago to the day", "2026-05-27", "2026-11-27", false],
    ["a reading of six months and a day ago", "2026-05-26", "2026-11-27", true],
    ["a reading across the new year", "2026-07-01", "2027-01-01", false],
    ["a reading a day too old across the new year", "2026-06-30", "2027-01-01", true],
    // 31 August less six months has no 31 February: the month's last day stands in.
    ["the last day of a short month", "2026-02-28", "2026-08-31", false],
    ["the day before it", "2026-02-27", "2026-08-31", true],
    ["a car never read", null, "2026-11-27", false],
    ["a cart without the reading's date", undefined, "2026-11-27", false],
  ])("%s", (_, readOn, today, old) => {
    expect(mileageReadingIsOld(readOn, today)).toBe(old);
  });
});
