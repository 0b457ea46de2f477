import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eApiKey, e2eOperatorSecret } from "./ports";

const headers = {
  "api-key": e2eApiKey,
  authorization: `Bearer ${e2eOperatorSecret}`,
};
const flag = "/api/v1/flags/feature_flag_feature_sign_and_drive";

// These tests change the shared server's flags: one at a time, and always restored. Only one
// project runs them, so the mobile and desktop runs never flip the same flag under each other.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "flags are shared server state; the desktop run covers them");
test.afterEach(async ({ request }) => {
  await request.delete(flag, { headers });
});

test("the Sign&Drive menu item follows its flag, from the first HTML on", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toHaveCount(0);

  expect((await request.put(flag, { headers, data: { value: true } })).status()).toBe(200);
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toHaveAttribute(
    "href",
    "/?tab=sign-and-drive",
  );
});

// The page's clock runs the 30 s poll at once; the server re-renders the open page with the flag.
test("an open page picks up a flag change at its next 30 s poll", async ({ page, request }) => {
  await page.clock.install();
  // The poll starts once the page has hydrated: a clock run before that would find no timer.
  await page.goto("/", { waitUntil: "networkidle" });
  await request.put(flag, { headers, data: { value: true } });
  await page.clock.runFor(30_000);
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(page.getByRole("link", { name: "VW Sign&Drive" })).toBeVisible();
});

test("the admin API refuses a wrong type and a missing token", async ({ request }) => {
  const wrongType = await request.put(flag, { headers, data: { value: "sim" } });
  expect(wrongType.status()).toBe(400);
  const noToken = await request.put(flag, {
    headers: { "api-key": headers["api-key"] },
    data: { value: true },
  });
  expect(noToken.status()).toBe(401);
});

test("the Sign&Drive tab shows plans, updates the price and takes an interest only with its flag on", async ({
  page,
  request,
}) => {
  await page.goto("/?tab=sign-and-drive");
  await expect(
    page.getByRole("heading", { name: "VW Sign&Drive: seu carro por assinatura" }),
  ).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Formas de ter seu Volkswagen" })).toHaveCount(
    0,
  );

  expect((await request.put(flag, { headers, data: { value: true } })).status()).toBe(200);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Formas de ter seu Volkswagen" })
    .getByRole("link", { name: "VW Sign&Drive" })
    .click();
  await expect(page).toHaveURL(/\?tab=sign-and-drive$/);
  await expect(
    page.getByRole("heading", { name: "VW Sign&Drive: seu carro por assinatura" }),
  ).toBeVisible();
  await expect(page.getByText("IPVA e licenciamento")).toBeVisible();
  await expect(page.getByText("Assistência 24h em todo o Brasil")).toBeVisible();

  const price = page.getByTestId("subscription-price");
  const first = await price.textContent();
  await page.getByRole("radio", { name: "12 meses" }).check();
  await expect(price).not.toHaveText(first ?? "");
  const twelve = await price.textContent();
  await page.getByRole("radio", { name: "2.500 km" }).check();
  await expect(price).not.toHaveText(twelve ?? "");
  await expect(price).toHaveText(/^R\$\s[\d.]+,90$/);
  await expectNoAxeViolations(page);

  const form = page.getByRole("region", { name: "Quero assinar" });
  await form.getByRole("textbox", { name: "Nome completo" }).fill("Carlos Almeida");
  await form.getByRole("textbox", { name: "E-mail" }).fill("carlos@exemplo.com.br");
  await form.getByRole("textbox", { name: "Celular ou telefone" }).fill("(21) 3123-4567");
  await form.getByRole("radio", { name: "E-mail" }).check();
  await form.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("lead-protocol")).toHaveText(/^VW-\d{6}-[0-9A-Z]{6}$/);
  await expectNoAxeViolations(page);
});
