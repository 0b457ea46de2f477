import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedClientAddress, trustingClientAddress } from "./trusted-client-address";

describe("trustedClientAddress", () => {
  it("with no proxy trusted, is the connection's peer whatever the client wrote", () => {
    expect(trustedClientAddress("198.51.100.1", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(trustedClientAddress(undefined, "203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("behind one proxy, is the hop that proxy appended, not what the client wrote before it", () => {
    expect(trustedClientAddress("198.51.100.1, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(trustedClientAddress(["198.51.100.1", "203.0.113.7"], "10.0.0.2", 1)).toBe(
      "203.0.113.7",
    );
  });

  it("behind two proxies, skips both of their hops", () => {
    expect(trustedClientAddress("198.51.100.1, 203.0.113.7, 10.0.0.9", "10.0.0.2", 2)).toBe(
      "203.0.113.7",
    );
  });

  it("with fewer hops than proxies trusted, keeps the farthest one known", () => {
    expect(trustedClientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(trustedClientAddress(" , ", undefined, 1)).toBe("unknown");
  });
});

describe("trustingClientAddress", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const listener = trustingClientAddress((request, response) => {
      response.end(JSON.stringify(request.headers));
    }, 0);
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seenHeaders = (headers: Record<string, string>) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(JSON.parse(body) as Record<string, string>));
      })
        .on("error", reject)
        .end();
    });

  it("hands the handler the socket's address in place of the client's forwarding headers", async () => {
    const seen = await seenHeaders({
      "x-forwarded-for": "198.51.100.1, 198.51.100.2",
      "x-real-ip": "198.51.100.3",
    });
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-real-ip"]).toBeUndefined();
  });
});
