import { expect, test } from "@playwright/test";
import { identityUrl, mailInboxUrl } from "./ports";

test("npm start also runs the embedded identity provider and the mail catcher", async ({
  request,
}) => {
  const response = await request.get(`${identityUrl}/.well-known/openid-configuration`);
  expect(response.status()).toBe(200);
  const discovery = (await response.json()) as {
    issuer: string;
    code_challenge_methods_supported: string[];
  };
  expect(discovery.issuer).toBe(identityUrl);
  expect(discovery.code_challenge_methods_supported).toContain("S256");

  const inbox = await request.get(mailInboxUrl);
  expect(inbox.status()).toBe(200);
  expect(await inbox.text()).toContain("Caixa de entrada local");
});

test("the development interactions of the identity library are gone", async ({ request }) => {
  const response = await request.get(`${identityUrl}/interaction/qualquer`);
  const html = await response.text();
  expect(html).not.toMatch(/Sign-in|DEBUG|oidc-provider/i);
  expect(html).toContain("Não foi possível continuar");
});
