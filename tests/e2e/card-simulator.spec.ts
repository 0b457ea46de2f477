import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Opens the simulator from the first card of a list and checks it is that card's offer. */
async function simulateFirstCard(page: Page, scope = page.locator("main")) {
  const card = scope.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  expect(title).not.toBe("");
  await card.getByRole("button", { name: `Simular financiamento: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expect(dialog.getByTestId("simulation-instalment")).toBeVisible();
  return { dialog, title };
}

test("every offer card of the listings opens the simulator for its offer, loading it on first use", async ({
  page,
}) => {
  const scripts: string[] = [];
  const rates: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.url().includes("/api/v1/financing/rates")) rates.push(request.url());
  });
  await page.goto("/ofertas");
  await page.waitForLoadState("networkidle");
  const firstLoad = scripts.length;
  expect(rates).toEqual([]);
  const cards = page.getByRole("article");
  await expect(page.getByRole("button", { name: /^Simular financiamento: / })).toHaveCount(
    await cards.count(),
  );
  const address = page.url();
  const { dialog } = await simulateFirstCard(page);
  expect(scripts.length).toBeGreaterThan(firstLoad);
  expect(rates).toHaveLength(1);
  // The list's address is left alone; the dialog's share link points at the offer's own page.
  expect(page.url()).toBe(address);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Fechar simulador" }).click();
  await expect(dialog).toBeHidden();

  for (const path of ["/ofertas/vendas-diretas", "/ofertas/rede-de-concessionaria"]) {
    await page.goto(path);
    await simulateFirstCard(page);
  }
});

test("the home carousels and the dealer network open it too", async ({ page }) => {
  await page.goto("/");
  await simulateFirstCard(page, page.getByRole("region", { name: "Ofertas por modelo" }));
  await page.goto("/rede-de-concessionaria");
  await simulateFirstCard(page);
});
