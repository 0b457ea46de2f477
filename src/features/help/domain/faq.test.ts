import { describe, expect, test } from "vitest";
import { answerIdFromHash } from "./faq";

describe("answerIdFromHash", () => {
  test.each([
    ["#onde-encontro-o-numero-do-chassi", "onde-encontro-o-numero-do-chassi"],
    ["#revis%C3%A3o", "revisão"],
    ["", ""],
    ["#", ""],
    // Not percent-encoding: taken as written instead of failing the page.
    ["#100%", "100%"],
    ["#%C3", "%C3"],
    ["#%E0%A4%A", "%E0%A4%A"],
  ])("%j names %j", (hash, id) => {
    expect(answerIdFromHash(hash)).toBe(id);
  });
});
