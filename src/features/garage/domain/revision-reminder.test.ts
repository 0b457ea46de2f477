import { describe, expect, it } from "vitest";
import { revisionToRemind } from "./revision-reminder";

describe("the revision an owner is reminded of", () => {
  it("is none while the next revision is more than a month and 1,000 km away", () => {
    expect(revisionToRemind({ soldOn: "2025-03-15", mileageKm: 4_000 }, 0, "2026-02-12")).toBe(
      null,
    );
  });

  it("is the next one from a month before its day", () => {
    // The 1st revision falls due on 15 March 2026; 13 February is 30 days before.
    expect(revisionToRemind({ soldOn: "2025-03-15", mileageKm: 4_000 }, 0, "2026-02-13")).toEqual({
      revisionNumber: 1,
      dueDate: "2026-03-15",
      dueKm: 10_000,
      overdue: false,
    });
  });

  it("is the next one from 1,000 km before its reading, whatever the day", () => {
    expect(revisionToRemind({ soldOn: "2025-11-01", mileageKm: 19_000 }, 1, "2026-01-10")).toEqual({
      revisionNumber: 2,
      dueDate: "2027-11-01",
      dueKm: 20_000,
      overdue: false,
    });
    expect(revisionToRemind({ soldOn: "2025-11-01", mileageKm: 18_999 }, 1, "2026-01-10")).toBe(
      null,
    );
  });

  it("says a revision past its day or its reading is due, not coming", () => {
    expect(revisionToRemind({ soldOn: "2024-01-10", mileageKm: 8_000 }, 0, "2025-02-01")).toEqual({
      revisionNumber: 1,
      dueDate: "2025-01-10",
      dueKm: 10_000,
      overdue: true,
    });
    expect(
      revisionToRemind({ soldOn: "2025-06-01", mileageKm: 10_200 }, 0, "2025-12-01")?.overdue,
    ).toBe(true);
  });

  it("skips the revisions on record, and ends with the plan", () => {
    expect(revisionToRemind({ soldOn: "2024-01-10", mileageKm: 8_000 }, 1, "2025-02-01")).toBe(
      null,
    );
    expect(revisionToRemind({ soldOn: "2014-01-10", mileageKm: 130_000 }, 10, "2025-02-01")).toBe(
      null,
    );
  });
});
