import { expect, test } from "@playwright/test";
import { identityUrl } from "./ports";

test("npm start also runs the embedded identity provider", async ({ request }) => {
  const response = await request.get(`${identityUrl}/.well-known/openid-configuration`);
  expect(response.status()).toBe(200);
  const discovery = (await response.json()) as {
    issuer: string;
    code_challenge_methods_supported: string[];
  };
  expect(discovery.issuer).toBe(identityUrl);
  expect(discovery.code_challenge_methods_supported).toContain("S256");
});
