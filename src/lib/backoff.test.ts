import { describe, expect, it } from "vitest";
import { nextAttemptDelayMs } from "./backoff";

describe("back-off between delivery attempts", () => {
  it("doubles the wait up to four hours", () => {
    expect(nextAttemptDelayMs(1, 0)).toBe(30_000);
    expect(nextAttemptDelayMs(3, 0)).toBe(120_000);
    expect(nextAttemptDelayMs(30, 0)).toBe(4 * 60 * 60 * 1000);
    expect(nextAttemptDelayMs(1, 1)).toBe(36_000);
  });
});
