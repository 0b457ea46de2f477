import { describe, expect, it } from "vitest";
import { maxUpcomingBookings, overbookingOf, type UpcomingBooking } from "./owner-booking-limits";

const at = (dealerId: number, start: string, end: string): UpcomingBooking => ({
  dealerId,
  startsAt: new Date(start),
  endsAt: new Date(end),
});

describe("overbookingOf", () => {
  const nine = at(1, "2026-12-10T12:00:00Z", "2026-12-10T13:00:00Z");

  it("lets an owner with nothing booked book", () => {
    expect(overbookingOf([], nine)).toBeNull();
  });

  it("lets the same time at the same dealer through: two cars brought together", () => {
    expect(overbookingOf([nine], at(1, "2026-12-10T12:30:00Z", "2026-12-10T13:30:00Z"))).toBeNull();
  });

  it("refuses an overlapping time at another dealer", () => {
    expect(overbookingOf([nine], at(2, "2026-12-10T12:30:00Z", "2026-12-10T13:30:00Z"))).toBe(
      "elsewhere",
    );
  });

  it("lets a time that starts when the other ends through, at any dealer", () => {
    expect(overbookingOf([nine], at(2, "2026-12-10T13:00:00Z", "2026-12-10T14:00:00Z"))).toBeNull();
  });

  it(`refuses a booking beyond ${maxUpcomingBookings} still to come`, () => {
    const days = Array.from({ length: maxUpcomingBookings }, (_, index) =>
      at(1, `2026-12-1${index}T12:00:00Z`, `2026-12-1${index}T13:00:00Z`),
    );
    expect(
      overbookingOf(days.slice(1), at(1, "2026-12-20T12:00:00Z", "2026-12-20T13:00:00Z")),
    ).toBeNull();
    expect(overbookingOf(days, at(1, "2026-12-20T12:00:00Z", "2026-12-20T13:00:00Z"))).toBe(
      "limit",
    );
  });
});
