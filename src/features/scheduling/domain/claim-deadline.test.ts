import { describe, expect, it } from "vitest";
import { claimReviewOverdueBefore } from "./claim-deadline";

const at = (iso: string) => new Date(iso);

describe("when a correction request is overdue for its dealer", () => {
  it("on a Monday, counts back over the weekend to the Monday before", () => {
    // Monday 30 Nov 2026, 10:00 in Brasília: Fri 27, Thu 26, Wed 25, Tue 24, Mon 23.
    expect(claimReviewOverdueBefore(at("2026-11-30T13:00:00Z")).toISOString()).toBe(
      "2026-11-23T03:00:00.000Z",
    );
  });

  it("on a Saturday, counts the five weekdays before it", () => {
    // Saturday 28 Nov 2026: Fri 27 … Mon 23.
    expect(claimReviewOverdueBefore(at("2026-11-28T15:00:00Z")).toISOString()).toBe(
      "2026-11-23T03:00:00.000Z",
    );
  });

  it("reads today on Brasília's calendar, not UTC's", () => {
    // 23:30 on Tuesday 1 Dec in Brasília is already Wednesday in UTC.
    expect(claimReviewOverdueBefore(at("2026-12-02T02:30:00Z")).toISOString()).toBe(
      "2026-11-24T03:00:00.000Z",
    );
  });
});

describe("when a correction request is overdue, with the dealer's holidays", () => {
  it("does not count a holiday as a working day", () => {
    // Monday 23 Nov 2026; Friday 20 Nov is Black Consciousness Day: Thu 19 … Mon 16, Fri 13.
    const holidays = new Set(["2026-11-20"]);
    expect(claimReviewOverdueBefore(at("2026-11-23T13:00:00Z"), holidays).toISOString()).toBe(
      "2026-11-13T03:00:00.000Z",
    );
    expect(claimReviewOverdueBefore(at("2026-11-23T13:00:00Z")).toISOString()).toBe(
      "2026-11-16T03:00:00.000Z",
    );
  });

  it("ignores a holiday that falls on a weekend", () => {
    const holidays = new Set(["2026-11-15"]);
    expect(claimReviewOverdueBefore(at("2026-11-23T13:00:00Z"), holidays).toISOString()).toBe(
      "2026-11-16T03:00:00.000Z",
    );
  });
});
