import { describe, expect, it } from "vitest";
import {
  dayCalendar,
  lastBookableDay,
  refuseSlot,
  zonedTime,
  type DayCalendarInput,
} from "./calendar-rules";
import type { DealerTimeZone } from "./dealer-time-zone";

const consultants = [
  { id: 1, name: "Ana Souza", documentNumber: "11111111111" },
  { id: 2, name: "Bruno Lima", documentNumber: "22222222222" },
];
// Monday 23 November 2026, 09:00 in São Paulo (12:00 UTC).
const now = new Date("2026-11-23T12:00:00.000Z");
const weekday = { opensAt: "08:00", closesAt: "18:00" };

const saoPaulo = "America/Sao_Paulo";
const saoPauloTime = (day: string, time: string) => zonedTime(day, time, saoPaulo);

const input = (extra: Partial<DayCalendarInput>): DayCalendarInput => ({
  day: "2026-11-24",
  now,
  timeZone: saoPaulo,
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

  it("offers a full shift's other times to the booking being moved within it, not its own", () => {
    const busy = [8, 9].map((hour) => ({
      consultantId: 1,
      startsAt: saoPauloTime("2026-11-24", `0${hour}:00`),
      endsAt: saoPauloTime("2026-11-24", `0${hour}:30`),
      shift: "Manhã" as const,
      moving: hour === 9,
    }));
    const calendar = dayCalendar(input({ busy, capacity: { Manhã: 2, Tarde: 1 } }));
    const morning = calendar.slots.filter((slot) => slot.shift === "Manhã");
    expect(morning.some((slot) => slot.time === "10:00")).toBe(true);
    // The moved booking's own time is still its consultant's: it is where the booking is.
    expect(
      morning.filter((slot) => slot.time === "09:00").map((slot) => slot.consultantId),
    ).toEqual([2]);
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
    expect(refuseSlot(new Date(startsAt), now, hours, holiday, saoPaulo)).toBe(expected);
  });
});

// Rio Branco (Acre) keeps UTC-5 and Cuiabá (Mato Grosso) UTC-4, two and one hours behind Brasília:
// their dealers open at their own 08:00, not at Brasília's.
describe.each([
  ["Rio Branco", "America/Rio_Branco", "2026-11-24T13:00:00.000Z", "2026-11-24T12:30:00.000Z"],
  ["Cuiabá", "America/Cuiaba", "2026-11-24T12:00:00.000Z", "2026-11-24T11:30:00.000Z"],
] as const)("a dealer in %s", (_city, timeZone: DealerTimeZone, eightLocal, halfPastSevenLocal) => {
  it("offers its first slot at 08:00 on its own clock", () => {
    const calendar = dayCalendar(input({ timeZone }));
    expect(calendar.timeZone).toBe(timeZone);
    expect(calendar.slots[0]).toMatchObject({ startsAt: eightLocal, time: "08:00" });
    expect(calendar.slots.at(-1)).toMatchObject({ time: "17:30" });
    expect(calendar.slots).toHaveLength(20 * 2);
  });

  it("takes 08:00 local and refuses 07:30 local", () => {
    expect(refuseSlot(new Date(eightLocal), now, weekday, undefined, timeZone)).toBeNull();
    expect(refuseSlot(new Date(halfPastSevenLocal), now, weekday, undefined, timeZone)).toBe(
      "outside_hours",
    );
  });

  it("refuses the last half hour before its own closing as after it", () => {
    const closing = zonedTime("2026-11-24", "18:00", timeZone);
    const lastSlot = new Date(closing.getTime() - 30 * 60_000);
    expect(refuseSlot(lastSlot, now, weekday, undefined, timeZone)).toBeNull();
    expect(refuseSlot(closing, now, weekday, undefined, timeZone)).toBe("outside_hours");
  });
});

describe("a dealer's day, notice and horizon on its own clock", () => {
  const rioBranco = "America/Rio_Branco";

  it("counts the two hours' notice from its own 08:00", () => {
    // 08:00 in Rio Branco, 10:00 in Brasília.
    const calendar = dayCalendar(
      input({ timeZone: rioBranco, now: new Date("2026-11-24T13:00:00.000Z") }),
    );
    expect(calendar.slots[0]).toMatchObject({
      time: "10:00",
      startsAt: "2026-11-24T15:00:00.000Z",
    });
  });

  it("is still on its own today when Brasília has turned the day", () => {
    // 00:30 of the 24th in Brasília, 22:30 of the 23rd in Rio Branco.
    const late = new Date("2026-11-24T03:30:00.000Z");
    expect(dayCalendar(input({ day: "2026-11-23", now: late })).closedReason).toBe("past");
    expect(
      dayCalendar(input({ day: "2026-11-23", now: late, timeZone: rioBranco })).closedReason,
    ).toBeNull();
    expect(lastBookableDay(late, saoPaulo)).toBe("2027-02-22");
    expect(lastBookableDay(late, rioBranco)).toBe("2027-02-21");
  });

  it("sees a booking held at its 10:00 in its own day's slots", () => {
    const calendar = dayCalendar(
      input({
        timeZone: rioBranco,
        busy: [
          {
            consultantId: 1,
            startsAt: zonedTime("2026-11-24", "10:00", rioBranco),
            endsAt: zonedTime("2026-11-24", "10:30", rioBranco),
            shift: "Manhã",
          },
        ],
      }),
    );
    const ten = calendar.slots.filter((slot) => slot.time === "10:00");
    expect(ten.map((slot) => slot.consultantId)).toEqual([2]);
    expect(ten[0]?.startsAt).toBe("2026-11-24T15:00:00.000Z");
  });
});
