import { expect, test } from "@playwright/test";
import { identityUrl, mailInboxUrl, storefrontUrl } from "./ports";

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
  // An unknown or finished login page, opened again (the browser's Back), leads to the store.
  const opened = await request.get(`${identityUrl}/interaction/qualquer`, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers()["location"]).toMatch(new RegExp(`^${storefrontUrl}`));
  // A form sent to it gets our own error page, never the library's.
  const sent = await request.post(`${identityUrl}/interaction/qualquer/login`, {
    form: { email: "a@example.com", password: "x" },
    maxRedirects: 0,
  });
  const html = await sent.text();
  expect(html).not.toMatch(/Sign-in|DEBUG|oidc-provider/i);
  expect(html).toContain("Não foi possível continuar");
});
