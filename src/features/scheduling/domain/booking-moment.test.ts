import { describe, expect, it } from "vitest";
import { bookingMoment } from "./booking-moment";

const startsAt = "2026-12-07T11:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("bookingMoment", () => {
  it("a confirmed booking is upcoming until its start, and past from then on", () => {
    const booking = { status: "confirmed", startsAt };
    expect(bookingMoment(booking, at("2026-12-07T10:59:59.000Z"))).toBe("upcoming");
    expect(bookingMoment(booking, at(startsAt))).toBe("past");
    expect(bookingMoment(booking, at("2027-01-10T12:00:00.000Z"))).toBe("past");
  });

  it("a cancelled booking is cancelled, before or after its time", () => {
    const booking = { status: "cancelled", startsAt };
    expect(bookingMoment(booking, at("2026-12-01T12:00:00.000Z"))).toBe("cancelled");
    expect(bookingMoment(booking, at("2027-01-10T12:00:00.000Z"))).toBe("cancelled");
  });
});
