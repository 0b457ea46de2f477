import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const screenshots = "bench/results/screenshots";

/** Cards of a carousel whose whole width is inside the page's viewport. */
async function cardsInView(page: Page, carousel: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  // Cards out of view are hidden from assistive technology, so they are found by tag.
  const boxes = await carousel.locator("article").evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );
  return {
    whole: boxes.filter((box) => box.left >= 0 && box.right <= width + 1).length,
    peeking: boxes.filter((box) => box.left < width && box.right > width + 1).length,
  };
}

/** Every call-to-action button in view keeps its 229x48 box and one line of text. */
async function expectUnwrappedButtons(page: Page, name: RegExp) {
  const buttons = page.getByRole("button", { name });
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          lines: range.getClientRects().length,
          overflows: element.scrollWidth > element.clientWidth,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes)
    expect(box).toEqual({ width: 229, height: 48, lines: 1, overflows: false });
}

test.describe("the storefront at phone and desktop widths", () => {
  // Widths are set by the test itself: one project is enough.
  test.skip(() => test.info().project.name !== "desktop", "widths are set by the test");

  test("the home carousels show as many cards as fit: three or four at 1440 px, one and a peek at 390 px", async ({
    page,
  }) => {
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Ofertas por modelo" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("article").first()).toBeVisible();
    const desktop = await cardsInView(page, carousel);
    expect(desktop.whole).toBeGreaterThanOrEqual(3);
    expect(desktop.whole).toBeLessThanOrEqual(4);
    await page.screenshot({ path: `${screenshots}/home-1440.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("article").first()).toBeVisible();
    const phone = await cardsInView(page, carousel);
    expect(phone).toEqual({ whole: 1, peeking: 1 });
    await page.screenshot({ path: `${screenshots}/home-390.png`, fullPage: true });
    await carousel.screenshot({ path: `${screenshots}/home-390-carousel.png` });
    await expectNoAxeViolations(page);
  });

  test("/ofertas fills the desktop width and its buttons never wrap from 320 px up", async ({
    page,
  }) => {
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/ofertas");
    const firstRow = await page
      .getByRole("list")
      .filter({ has: page.getByRole("article") })
      .getByRole("article")
      .evaluateAll((cards) => {
        const top = cards[0]?.getBoundingClientRect().top ?? 0;
        return cards.filter((card) => card.getBoundingClientRect().top === top).length;
      });
    expect(firstRow).toBeGreaterThanOrEqual(3);
    await expectUnwrappedButtons(page, /^Simular financiamento/);
    await page.screenshot({ path: `${screenshots}/ofertas-1440.png`, fullPage: true });

    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/ofertas");
      await expectUnwrappedButtons(page, /^Simular financiamento/);
      if (width === 390)
        await page.screenshot({ path: `${screenshots}/ofertas-390.png`, fullPage: true });
    }
    // The offer page's own button too.
    const offer = page.getByRole("article").first().getByRole("link").first();
    await offer.click();
    await expect(page).toHaveURL(/\/ofertas\/[a-z0-9-]+$/);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectUnwrappedButtons(page, /^Simular financiamento$/);
  });
});
