import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (forwardedFor: string) =>
  clientAddress(
    new Request("http://loja.example/", { headers: { "x-forwarded-for": forwardedFor } }),
  );

describe("clientAddress", () => {
  it("takes the hop the nearest proxy appended, not the one the client wrote", () => {
    expect(from("198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(from("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("gives two addresses of one IPv6 /64 one count, and another /64 its own", () => {
    expect(from("2001:db8:1:2::a")).toBe(from("2001:db8:1:2:ffff:1:2:3"));
    expect(from("2001:db8:1:3::a")).not.toBe(from("2001:db8:1:2::a"));
  });

  it("puts a malformed value in one shared count", () => {
    expect(from("<script>")).toBe("unknown");
  });
});
