import { expect, test } from "@playwright/test";

test("npm start also runs the embedded identity provider", async ({ request }) => {
  const response = await request.get("http://localhost:3101/.well-known/openid-configuration");
  expect(response.status()).toBe(200);
  const discovery = (await response.json()) as {
    issuer: string;
    code_challenge_methods_supported: string[];
  };
  expect(discovery.issuer).toBe("http://localhost:3101");
  expect(discovery.code_challenge_methods_supported).toContain("S256");
});
