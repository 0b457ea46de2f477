import { describe, expect, it } from "vitest";
import { furthestStep, resumeStep } from "./wizard-progress";

describe("where a booking under way may stand", () => {
  it("resumes after the last step confirmed, though later ones filled in by themselves", () => {
    // Revision (4) confirmed by no one, services and notes need nothing: still step 4, not 6.
    expect(resumeStep(8, 5, 3)).toBe(4);
  });

  it("resumes on the first step left to fill in when it comes sooner", () => {
    expect(resumeStep(8, 2, 6)).toBe(3);
  });

  it("reaches the review only through Continuar, and starts at 1 with nothing confirmed", () => {
    expect(resumeStep(8, -1, 7)).toBe(7);
    expect(resumeStep(8, -1, 0)).toBe(1);
    expect(furthestStep(8, -1, 7)).toBe(8);
  });
});
