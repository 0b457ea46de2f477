import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one caller, however it is written", () => {
    const group = "2001:db8:85a3:8d3::/64";
    expect(addressGroup("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe(group);
    expect(addressGroup("2001:0DB8:85A3:08D3::1")).toBe(group);
    expect(addressGroup("2001:db8:85a3:8d3:ffff::")).toBe(group);
  });

  it("tells neighbouring /64 networks apart", () => {
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is not an address to the caller's own check", () => {
    expect(addressGroup("unknown")).toBe("unknown");
  });
});
