import { describe, expect, it } from "vitest";
import { schedulingTexts } from "./texts";

describe("the estimated duration", () => {
  it("reads the minutes after the hour as on a clock", () => {
    expect(schedulingTexts.duration(45)).toBe("Duração estimada: 45 min");
    expect(schedulingTexts.duration(60)).toBe("Duração estimada: 1h");
    expect(schedulingTexts.duration(65)).toBe("Duração estimada: 1h05");
    expect(schedulingTexts.duration(150)).toBe("Duração estimada: 2h30");
  });
});
