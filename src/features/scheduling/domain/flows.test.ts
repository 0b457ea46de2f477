import { describe, expect, it } from "vitest";
import { flowMax, stepKindAt } from "./flows";

describe("flow maxima (SPEC.md section 2)", () => {
  it.each([
    ["periodic_revision", 8],
    ["additional_services", 6],
    ["report_inconvenience", 5],
    ["recall", 7],
    ["schedule_resume", 1],
    ["correction_revision", 4],
  ] as const)("%s has %i steps", (flow, max) => {
    expect(flowMax(flow)).toBe(max);
  });

  it("clamps a step outside the flow to its ends", () => {
    expect(stepKindAt("report_inconvenience", 0)).toBe("vehicle");
    expect(stepKindAt("report_inconvenience", 9)).toBe("review");
  });
});
