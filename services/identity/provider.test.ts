import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createIdentityProvider } from "./provider";
import { loadSigningKeys } from "./signing-keys";

let server: Server;
let issuer: string;
const keysFolder = mkdtempSync(path.join(tmpdir(), "identity-"));

beforeAll(async () => {
  // The library warns on stdout about Node 20 and its development defaults; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const port = 39000 + Math.floor(Math.random() * 1000);
  issuer = `http://127.0.0.1:${port}`;
  const provider = createIdentityProvider({
    issuer,
    storefrontUrl: "http://localhost:3000",
    clientId: "storefront",
    clientSecret: "a-test-client-secret",
    cookieSecret: "a-test-cookie-secret-value",
    jwks: await loadSigningKeys(keysFolder),
  });
  await new Promise<void>((resolve) => {
    server = provider.listen(port, "127.0.0.1", resolve);
  });
  expect((server.address() as AddressInfo).port).toBe(port);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("embedded identity provider", () => {
  it("publishes its discovery document with code flow and PKCE S256", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.response_types_supported).toContain("code");
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("publishes the public half of the persisted signing key", async () => {
    const { keys } = (await (await fetch(`${issuer}/jwks`)).json()) as {
      keys: Record<string, string>[];
    };
    const [stored] = (await loadSigningKeys(keysFolder)).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]?.kid).toBe(stored?.kid);
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("refuses an authorization request without PKCE", async () => {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: "storefront",
      response_type: "code",
      scope: "openid",
      redirect_uri: "http://localhost:3000/api/v1/auth-redirect/callback",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("error=invalid_request");
  });
});
