import { describe, expect, it } from "vitest";
import { formatPhone } from "@/lib/brazilian-phone";
import { phoneDigits } from "./format";

describe("phoneDigits", () => {
  it.each([
    ["19984268047", "5519984268047"],
    ["(19) 3784-2680", "551937842680"],
    // Santa Maria (RS) dials DDD 55: its numbers still need the country code.
    ["5532221234", "555532221234"],
    ["55999887766", "5555999887766"],
    ["+55 19 98426-8047", "5519984268047"],
  ])("links %s as +%s", (phone, linked) => {
    expect(phoneDigits(phone, true)).toBe(linked);
  });

  it("shows a WhatsApp number as the phone is shown", () => {
    expect(formatPhone(phoneDigits("19984268047"))).toBe("(19) 98426-8047");
    expect(formatPhone(phoneDigits("+55 55 99988-7766"))).toBe("(55) 99988-7766");
    expect(formatPhone(phoneDigits("5532221234"))).toBe("(55) 3222-1234");
  });
});
