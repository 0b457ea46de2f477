import { expect, type Page } from "@playwright/test";

/** On a phone the listing's filters fold under "Filtros": unfold them, as a shopper would. */
export async function showFilters(page: Page) {
  const fold = page.locator("summary", { hasText: /^Filtros/ });
  if (!(await fold.isVisible())) return;
  const details = fold.locator("xpath=..");
  if ((await details.getAttribute("open")) === null) await fold.click();
  await expect(page.getByLabel("Categoria")).toBeVisible();
}
