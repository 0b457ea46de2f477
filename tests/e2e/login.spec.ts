import { expect, expectNoAxeViolations, test } from "./fixtures";
import { identityUrl, storefrontUrl } from "./ports";

// The embedded provider's own pages have no favicon.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

test("a visitor logs in through the identity provider, sees the account drawer and logs out", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();

  await page.waitForURL(new RegExp(`${identityUrl}/interaction`));
  await page.locator('input[name="login"]').fill("Maria Souza");
  await page.locator('input[name="password"]').fill("senha-segura");
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  if (await consent.isVisible().catch(() => false)) await consent.click();

  await page.waitForURL(`${storefrontUrl}/`);
  const account = page.getByRole("button", { name: "Olá, Maria Souza" });
  await expect(account).toBeVisible();
  if (!isMobile) await expect(account).toContainText("Maria Souza");
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(
    expect.arrayContaining(["id_token", "access_token", "expires_in", "exp_aut"]),
  );

  await account.click();
  const drawer = page.getByRole("dialog", { name: "Olá, Maria Souza" });
  await expect(drawer.getByRole("link", { name: "Revisões e Serviços" })).toHaveAttribute(
    "href",
    "/garagem?view=servicos",
  );
  await expect(drawer.getByRole("link", { name: "Dados do veículo" })).toHaveAttribute(
    "href",
    "/garagem?view=meuveiculo",
  );
  await expect(drawer.getByRole("link", { name: "Minha concessionária" })).toHaveAttribute(
    "href",
    "/garagem?view=concessionaria",
  );
  await expect(drawer.getByRole("link", { name: "Minha conta" })).toHaveAttribute(
    "href",
    "/minha-conta",
  );
  await expectNoAxeViolations(page);

  await drawer.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL(new RegExp(identityUrl));
  await page.getByRole("button", { name: /sign me out/i }).click();
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("id_token");
});

test("the session ends by itself once exp_aut has passed", async ({ page, context }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
  await page.waitForURL(new RegExp(`${identityUrl}/interaction`));
  await page.locator('input[name="login"]').fill("João Lima");
  await page.locator('input[name="password"]').fill("senha");
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(page.getByRole("button", { name: "Olá, João Lima" })).toBeVisible();

  await context.addCookies([
    { name: "exp_aut", value: String(Date.now() - 1000), url: `${storefrontUrl}/` },
  ]);
  await page.waitForURL(new RegExp(identityUrl));
  expect((await context.cookies(storefrontUrl)).map((cookie) => cookie.name)).not.toContain(
    "id_token",
  );
});
