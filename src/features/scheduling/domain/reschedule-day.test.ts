import { describe, expect, it } from "vitest";
import { rescheduleOpeningDay, timesWithCurrent } from "./reschedule-day";

describe("rescheduleOpeningDay", () => {
  it.each([
    ["the booked day, weeks ahead", "2026-12-07", "2026-11-27", "2027-02-25", "2026-12-07"],
    ["the booked day when it is today", "2026-11-27", "2026-11-27", "2027-02-25", "2026-11-27"],
    ["today for a day gone by", "2026-11-20", "2026-11-27", "2027-02-25", "2026-11-27"],
    [
      "the last bookable day for one past it",
      "2027-03-01",
      "2026-11-27",
      "2027-02-25",
      "2027-02-25",
    ],
  ])("opens on %s", (_, booked, today, lastDay, expected) => {
    expect(rescheduleOpeningDay(booked, today, lastDay)).toBe(expected);
  });
});

describe("timesWithCurrent", () => {
  const slot = (time: string) => ({ startsAt: `2026-12-07T${time}:00-03:00` });
  const current = { day: "2026-12-07", startsAt: "2026-12-07T11:00:00.000Z" }; // 08:00 in Brasília

  it("puts the booking's time among its day's free times, in order", () => {
    const times = timesWithCurrent([slot("07:30"), slot("08:30")], "2026-12-07", current);
    expect(
      times.map((time) => (time.current ? "atual" : time.slot.startsAt.slice(11, 16))),
    ).toEqual(["07:30", "atual", "08:30"]);
  });

  it("puts it first or last when every free time is after or before it", () => {
    expect(timesWithCurrent([slot("09:00")], "2026-12-07", current)[0]).toEqual({ current: true });
    expect(timesWithCurrent([slot("07:00")], "2026-12-07", current)[1]).toEqual({ current: true });
    expect(timesWithCurrent([], "2026-12-07", current)).toEqual([{ current: true }]);
  });

  it("leaves another day's free times as they are", () => {
    expect(timesWithCurrent([slot("08:00")], "2026-12-08", current)).toEqual([
      { current: false, slot: slot("08:00") },
    ]);
  });
});
