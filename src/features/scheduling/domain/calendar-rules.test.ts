import { describe, expect, it } from "vitest";
import { dayCalendar, refuseSlot, saoPauloTime, type DayCalendarInput } from "./calendar-rules";

const consultants = [
  { id: 1, name: "Ana Souza", documentNumber: "11111111111" },
  { id: 2, name: "Bruno Lima", documentNumber: "22222222222" },
];
// Monday 23 November 2026, 09:00 in São Paulo (12:00 UTC).
const now = new Date("2026-11-23T12:00:00.000Z");
const weekday = { opensAt: "08:00", closesAt: "18:00" };

const input = (extra: Partial<DayCalendarInput>): DayCalendarInput => ({
  day: "2026-11-24",
  now,
  hours: weekday,
  holiday: undefined,
  consultants,
  busy: [],
  capacity: { Manhã: 20, Tarde: 20 },
  ...extra,
});

describe("dayCalendar", () => {
  it("offers every half hour of every consultant in São Paulo time", () => {
    const calendar = dayCalendar(input({}));
    expect(calendar.closedReason).toBeNull();
    expect(calendar.slots).toHaveLength(20 * 2);
    expect(calendar.slots[0]).toMatchObject({
      startsAt: "2026-11-24T11:00:00.000Z",
      time: "08:00",
      shift: "Manhã",
      consultantId: 1,
      consultantDocumentNumber: "11111111111",
    });
    expect(calendar.slots.at(-1)).toMatchObject({ time: "17:30", shift: "Tarde" });
    expect(calendar.slots.filter((slot) => slot.time === "12:00")[0]?.shift).toBe("Tarde");
  });

  it.each([
    ["a national holiday", { day: "2026-12-25", holiday: "Natal" }, "holiday"],
    ["a municipal holiday", { day: "2027-01-25", holiday: "Aniversário de São Paulo" }, "holiday"],
    ["a closed weekday", { day: "2026-11-29", hours: undefined }, "closed"],
    ["a past day", { day: "2026-11-22" }, "past"],
    ["a day beyond 90 days", { day: "2027-02-22" }, "beyond_horizon"],
  ] as const)("has no slot on %s", (_name, extra, reason) => {
    const calendar = dayCalendar(input(extra));
    expect(calendar.closedReason).toBe(reason);
    expect(calendar.slots).toEqual([]);
  });

  it("opens the 90th day", () => {
    expect(dayCalendar(input({ day: "2027-02-21" })).closedReason).toBeNull();
  });

  it("keeps the minimum notice today: from 11:00 when it is 09:00", () => {
    const calendar = dayCalendar(input({ day: "2026-11-23" }));
    expect(calendar.slots[0]?.time).toBe("11:00");
  });

  it("hides a consultant's booked slot but keeps the other consultant's", () => {
    const calendar = dayCalendar(
      input({
        busy: [
          {
            consultantId: 1,
            startsAt: saoPauloTime("2026-11-24", "10:00"),
            endsAt: saoPauloTime("2026-11-24", "10:30"),
            shift: "Manhã",
          },
        ],
      }),
    );
    const ten = calendar.slots.filter((slot) => slot.time === "10:00");
    expect(ten.map((slot) => slot.consultantId)).toEqual([2]);
  });

  it("closes a shift whose capacity is used and keeps the other", () => {
    const busy = [8, 9].map((hour) => ({
      consultantId: 1,
      startsAt: saoPauloTime("2026-11-24", `0${hour}:00`),
      endsAt: saoPauloTime("2026-11-24", `0${hour}:30`),
      shift: "Manhã" as const,
    }));
    const calendar = dayCalendar(input({ busy, capacity: { Manhã: 2, Tarde: 1 } }));
    expect(calendar.slots.every((slot) => slot.shift === "Tarde")).toBe(true);
    expect(calendar.slots.length).toBeGreaterThan(0);
  });
});

describe("refuseSlot", () => {
  it.each([
    ["a good slot", "2026-11-24T13:00:00.000Z", weekday, undefined, null],
    ["the past", "2026-11-20T13:00:00.000Z", weekday, undefined, "past"],
    ["beyond the horizon", "2027-03-01T13:00:00.000Z", weekday, undefined, "beyond_horizon"],
    ["a holiday", "2026-12-25T13:00:00.000Z", weekday, "Natal", "holiday"],
    ["a closed day", "2026-11-29T13:00:00.000Z", undefined, undefined, "closed"],
    ["before opening", "2026-11-24T10:30:00.000Z", weekday, undefined, "outside_hours"],
    [
      "the last half hour after closing",
      "2026-11-24T21:00:00.000Z",
      weekday,
      undefined,
      "outside_hours",
    ],
    ["off the half-hour grid", "2026-11-24T13:10:00.000Z", weekday, undefined, "misaligned"],
    ["inside the minimum notice", "2026-11-23T13:00:00.000Z", weekday, undefined, "too_soon"],
  ] as const)("%s", (_name, startsAt, hours, holiday, expected) => {
    expect(refuseSlot(new Date(startsAt), now, hours, holiday)).toBe(expected);
  });
});
