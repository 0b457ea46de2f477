import { describe, expect, it } from "vitest";
import { leadTexts } from "./texts";

describe("the lead form's dealer distances", () => {
  // The offer page lists the same dealer at "15 km": the form wrote "a 14,7 km".
  it("are written as the offer page writes them", () => {
    expect(leadTexts.dealerDistance(14.66)).toBe("a 15 km");
    expect(leadTexts.dealerDistance(2862.4)).toBe("a 2.862 km");
    expect(leadTexts.dealerDistance(3.44)).toBe("a 3,4 km");
  });
});
