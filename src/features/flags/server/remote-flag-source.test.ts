import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remoteFlagSource } from "./remote-flag-source";

// A real GrowthBook-protocol server on loopback, driven by the test.
let server: Server;
let url = "";
let document: unknown = { features: { feature_flag_feature_recall: { defaultValue: true } } };
let etag = '"v1"';
let delayMs = 0;
const requests: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.headers["if-none-match"]);
    setTimeout(() => {
      if (request.headers["if-none-match"] === etag) {
        response.writeHead(304).end();
        return;
      }
      response
        .writeHead(200, { "content-type": "application/json", etag })
        .end(JSON.stringify(document));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/features/sdk-test-key-0000000000`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("remoteFlagSource", () => {
  it("fetches, keeps the document for 30 s, then revalidates with If-None-Match", async () => {
    let now = 1_000_000;
    const read = remoteFlagSource(url, () => now);
    requests.length = 0;
    expect((await read()).document).toEqual(document);
    await read();
    expect(requests).toEqual([undefined]);
    now += 30_000;
    expect((await read()).etag).toBe('"v1"');
    expect(requests).toEqual([undefined, '"v1"']);
  });

  it("refuses a document with an unknown key", async () => {
    document = { features: { unknown_flag: { defaultValue: true } } };
    etag = '"v2"';
    await expect(remoteFlagSource(url)()).rejects.toThrow("chave desconhecida: unknown_flag");
    document = { features: {} };
  });

  it("gives up after the 3000 ms timeout", async () => {
    delayMs = 3_500;
    etag = '"v3"';
    await expect(remoteFlagSource(url)()).rejects.toThrow(/timeout|aborted/i);
    delayMs = 0;
  }, 10_000);
});
