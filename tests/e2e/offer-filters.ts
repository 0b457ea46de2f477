import { expect, type Page } from "@playwright/test";

/** On a phone the listing's filters fold under "Filtros": unfold them, as a shopper would. */
export async function showFilters(page: Page) {
  const fold = page.locator("summary", { hasText: /^Filtros/ });
  if (!(await fold.isVisible())) return;
  const details = fold.locator("xpath=..");
  if ((await details.getAttribute("open")) === null) await fold.click();
  await expect(page.getByLabel("Categoria")).toBeVisible();
}

/**
 * The price each card of the listing shows for its offer, in reais, in the order shown: the big
 * figure of a cash offer ("À vista" or "A partir de"), the "Preço sugerido" of a financed one
 * (whose big figure is the instalment).
 */
export async function shownPrices(page: Page): Promise<number[]> {
  const cards = await page.getByRole("article").allInnerTexts();
  return cards.map((text) => {
    const financed = /\d+x de R\$/.test(text);
    const figure = financed
      ? /Preço sugerido\s*R\$\s*([\d.]+,\d{2})/.exec(text)
      : /(?:À vista|A partir de)\s*R\$\s*([\d.]+,\d{2})/.exec(text);
    if (!figure?.[1]) throw new Error(`No price on the card: ${text}`);
    return Number(figure[1].replaceAll(".", "").replace(",", "."));
  });
}

export const ascending = (prices: number[]) => [...prices].sort((a, b) => a - b);
