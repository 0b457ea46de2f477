import { describe, expect, it } from "vitest";
import { dueRevisionNumber, revisionDue, upcomingRevisions } from "./revision-due";

describe("revisionDue", () => {
  it("falls due every 12 months and every 10,000 km", () => {
    expect(revisionDue("2024-03-15", 1)).toEqual({
      revisionNumber: 1,
      dueDate: "2025-03-15",
      dueKm: 10_000,
    });
    expect(revisionDue("2024-03-15", 3).dueDate).toBe("2027-03-15");
  });

  it("keeps the end of a month at the end of a shorter month", () => {
    expect(revisionDue("2023-02-28", 1).dueDate).toBe("2024-02-28");
    expect(revisionDue("2024-02-29", 1).dueDate).toBe("2025-02-28");
  });
});

describe("dueRevisionNumber", () => {
  it.each([
    // soldOn, km, today, lastDone, expected
    ["2026-01-10", 2_000, "2026-11-23", 0, 1],
    ["2025-06-01", 8_000, "2026-11-23", 0, 1],
    ["2025-06-01", 8_000, "2026-11-23", 1, 2],
    ["2024-11-01", 12_000, "2026-11-23", 1, 2],
    ["2025-11-01", 31_000, "2026-11-23", 0, 3],
    ["2016-01-01", 250_000, "2026-11-23", 0, 10],
  ])(
    "sold %s with %i km on %s after revision %i is revision %i",
    (soldOn, km, today, done, expected) => {
      expect(dueRevisionNumber(soldOn, km, today, done)).toBe(expected);
    },
  );
});

describe("upcomingRevisions", () => {
  it("lists the next ones from the one due now", () => {
    expect(upcomingRevisions("2025-06-01", 8_000, "2026-11-23", 1, 2)).toEqual([
      { revisionNumber: 2, dueDate: "2027-06-01", dueKm: 20_000 },
      { revisionNumber: 3, dueDate: "2028-06-01", dueKm: 30_000 },
    ]);
  });
});
