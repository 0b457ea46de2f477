import { describe, expect, it } from "vitest";
import { groupOwnerBookings } from "./booking-groups";

const now = new Date("2026-11-26T12:00:00Z");

describe("the owner's bookings list", () => {
  it("leads with the confirmed visits to come, soonest first, then the rest, most recent first", () => {
    const bookings = [
      { id: "cancelled-later", status: "cancelled", startsAt: "2026-12-20T12:00:00Z" },
      { id: "confirmed-far", status: "confirmed", startsAt: "2026-12-15T12:00:00Z" },
      { id: "past", status: "confirmed", startsAt: "2026-11-01T12:00:00Z" },
      { id: "confirmed-soon", status: "confirmed", startsAt: "2026-12-01T12:00:00Z" },
      { id: "cancelled-past", status: "cancelled", startsAt: "2026-10-01T12:00:00Z" },
    ] as const;
    const { upcoming, others } = groupOwnerBookings(bookings, now);
    expect(upcoming.map((booking) => booking.id)).toEqual(["confirmed-soon", "confirmed-far"]);
    expect(others.map((booking) => booking.id)).toEqual([
      "cancelled-later",
      "past",
      "cancelled-past",
    ]);
  });
});
