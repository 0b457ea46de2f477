import { describe, expect, it } from "vitest";
import { bookingsOfVehicle, groupOwnerBookings, upcomingOfOtherVehicles } from "./booking-groups";

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

describe("a garage vehicle's bookings", () => {
  it("are those of its id, or of its chassi when made before it was in the garage", () => {
    const vin = "9BWAL45UZST105991";
    const bookings = [
      { id: "own", vehicle: { vehicleId: 7, vin } },
      { id: "other", vehicle: { vehicleId: 8, vin: "9BWAB45U0RT012345" } },
      { id: "typed", vehicle: { vehicleId: null, vin } },
      { id: "typed-other", vehicle: { vehicleId: null, vin: null } },
    ];
    expect(bookingsOfVehicle(bookings, { id: 7, vin }).map((booking) => booking.id)).toEqual([
      "own",
      "typed",
    ]);
  });
});

describe("the other vehicles' bookings the garage points to", () => {
  it("count only the visits still to come, never a cancelled or past one", () => {
    const shown = {
      id: "this-car",
      status: "confirmed",
      startsAt: "2026-12-01T12:00:00Z",
    } as const;
    const bookings = [
      shown,
      { id: "cancelled", status: "cancelled", startsAt: "2026-12-20T12:00:00Z" },
      { id: "past", status: "confirmed", startsAt: "2026-11-01T12:00:00Z" },
      { id: "coming", status: "confirmed", startsAt: "2026-12-10T12:00:00Z" },
    ] as const;
    expect(upcomingOfOtherVehicles(bookings, [shown], now)).toBe(1);
    expect(upcomingOfOtherVehicles(bookings.slice(0, 3), [shown], now)).toBe(0);
  });
});
