import { describe, expect, it } from "vitest";
import {
  addToComparison,
  differingFields,
  dropStale,
  parseComparisonIds,
  removeFromComparison,
} from "./comparison";

describe("comparison rules", () => {
  it("adds up to three offers and refuses a fourth", () => {
    let ids: number[] = [];
    for (const id of [4, 7, 9]) {
      const change = addToComparison(ids, id);
      expect(change.ok).toBe(true);
      ids = change.ids;
    }
    expect(addToComparison(ids, 12)).toEqual({ ok: false, reason: "limit", ids: [4, 7, 9] });
    expect(addToComparison([4], 4)).toEqual({ ok: false, reason: "duplicate", ids: [4] });
  });

  it("removes an offer", () => {
    expect(removeFromComparison([4, 7, 9], 7)).toEqual([4, 9]);
  });

  it("reads ids from a shared URL, ignoring junk and keeping at most three", () => {
    expect(parseComparisonIds("4,7,abc,7,-2,0,9,11")).toEqual({ ids: [4, 7, 9], leftOut: 1 });
    expect(parseComparisonIds("4,7,4,9")).toEqual({ ids: [4, 7, 9], leftOut: 0 });
    expect(parseComparisonIds("1,2,3,4,5")).toEqual({ ids: [1, 2, 3], leftOut: 2 });
    expect(parseComparisonIds(undefined)).toEqual({ ids: [], leftOut: 0 });
    expect(parseComparisonIds(["3", "5"])).toEqual({ ids: [3, 5], leftOut: 0 });
  });

  it("drops offers that are gone and says which", () => {
    expect(dropStale([4, 7, 9], new Set([4, 9]))).toEqual({ ids: [4, 9], dropped: [7] });
  });

  it("finds the rows that differ", () => {
    const differing = differingFields([
      { airbag: 6, trunk: "300 litros", standartEquipament: ["A", "B"] },
      { airbag: 6, trunk: "373 litros", standartEquipament: ["A", "B"] },
    ]);
    expect([...differing]).toEqual(["trunk"]);
  });
});
