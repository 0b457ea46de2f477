import { describe, expect, it } from "vitest";
import { transferCutoffs, transferExpiresAt } from "./transfer-deadlines";

describe("transfer deadlines", () => {
  it("reminds of a claim after three days and expires it after fourteen", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(transferCutoffs(now)).toEqual({
      remindBefore: new Date("2026-11-24T12:00:00Z"),
      expireBefore: new Date("2026-11-13T12:00:00Z"),
    });
    expect(transferExpiresAt(new Date("2026-11-13T12:00:00Z"))).toEqual(now);
  });
});
