import { describe, expect, it } from "vitest";
import { listedDay } from "./listed-day";

const monday = { date: "2026-12-07", slots: ["09:00", "09:30"] };

describe("listedDay", () => {
  it("lists the times of the day in the date field", () => {
    expect(listedDay(monday, "2026-12-07", false)).toBe(monday);
  });

  it("lists no time while another date is being looked up", () => {
    expect(listedDay(monday, "2026-12-08", false)).toBeNull();
    // A date still being typed is not a day yet.
    expect(listedDay(monday, "", false)).toBeNull();
  });

  it("lists no time when the day could not be read", () => {
    expect(listedDay(monday, "2026-12-07", true)).toBeNull();
  });

  it("lists nothing before the first answer", () => {
    expect(listedDay(null, "2026-12-07", false)).toBeNull();
  });
});
