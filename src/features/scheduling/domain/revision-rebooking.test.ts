import { describe, expect, it } from "vitest";
import { liveBookingOfRevision, revisionNumberOf } from "./revision-rebooking";

const now = new Date("2026-11-26T12:00:00Z");
const booking = (
  status: "held" | "confirmed" | "cancelled",
  startsAt: string,
  codes: string[],
) => ({ status, startsAt, services: codes.map((code) => ({ code })) });

describe("a periodic revision booked once", () => {
  it("reads the revision number of a revision service only", () => {
    expect(revisionNumberOf("REVISAO-4")).toBe(4);
    expect(revisionNumberOf("ALINHAMENTO")).toBeNull();
    expect(revisionNumberOf("REVISAO-")).toBeNull();
  });

  it.each([
    [
      "a confirmed booking still to come",
      booking("confirmed", "2026-12-01T12:00:00Z", ["REVISAO-4"]),
      true,
    ],
    ["a cancelled booking", booking("cancelled", "2026-12-01T12:00:00Z", ["REVISAO-4"]), false],
    ["a booking already past", booking("confirmed", "2026-11-20T12:00:00Z", ["REVISAO-4"]), false],
    ["another revision", booking("confirmed", "2026-12-01T12:00:00Z", ["REVISAO-3"]), false],
    ["a slot only held", booking("held", "2026-12-01T12:00:00Z", ["REVISAO-4"]), false],
  ])("%s blocks a second 4ª revisão: %s", (_, existing, blocks) => {
    expect(liveBookingOfRevision([existing], 4, now) !== undefined).toBe(blocks);
  });
});
