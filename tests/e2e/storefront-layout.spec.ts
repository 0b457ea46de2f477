import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eApiKey } from "./ports";

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

/**
 * Every call-to-action button in view keeps at least its 229x48 box and one line of text, which
 * stays clear of the rounded ends.
 */
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
        const text = range.getBoundingClientRect();
        return {
          atLeastCta: Math.round(box.width) >= 229,
          height: Math.round(box.height),
          lines: range.getClientRects().length,
          overflows: element.scrollWidth > element.clientWidth,
          clearOfEnds: text.left - box.left >= 15.5 && box.right - text.right >= 15.5,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes)
    expect(box).toEqual({
      atLeastCta: true,
      height: 48,
      lines: 1,
      overflows: false,
      clearOfEnds: true,
    });
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

  test("/ofertas/comparar shows three offers side by side at 390 px, their names in view as the rows scroll", async ({
    page,
    request,
  }) => {
    mkdirSync(screenshots, { recursive: true });
    // A cash offer, a financing offer and a direct sale: the three kinds of price.
    const ids: number[] = [];
    for (const query of ["kind=model&buyType=cash", "buyType=financing", "kind=direct-sales"]) {
      const response = await request.get(`/api/v1/offers/byPage?size=1&${query}`, {
        headers: { "api-key": e2eApiKey },
      });
      const { offers } = (await response.json()) as { offers: { id: number }[] };
      ids.push(offers[0]?.id ?? 0);
    }
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/ofertas/comparar?ofertas=${ids.join(",")}`);
      const table = page.getByRole("table", { name: "Comparação das ofertas escolhidas" });
      const names = table.getByRole("columnheader");
      await expect(names).toHaveCount(3);
      const inView = async (locator: Locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error("not laid out");
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        return box;
      };
      // Nothing scrolls sideways: every offer's name and figures are inside the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const price = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: /^Preço( \(|$)/ }) });
      for (let i = 0; i < 3; i += 1) {
        await inView(names.nth(i));
        await inView(price.getByRole("cell").nth(i));
      }
      // Each offer's remove button stays inside its own column.
      const removes = table.getByRole("button", { name: /^Remover da comparação: / });
      const firstFigures = price.getByRole("cell");
      for (let i = 0; i < 3; i += 1) {
        const button = await inView(removes.nth(i));
        const column = await inView(firstFigures.nth(i));
        expect(button.x).toBeGreaterThanOrEqual(column.x);
        expect(button.x + button.width).toBeLessThanOrEqual(column.x + column.width);
      }
      if (width < 1440) {
        // On a phone the row's label is on a line of its own, above the offers' figures.
        const label = await inView(price.getByRole("rowheader"));
        const figure = await inView(price.getByRole("cell").first());
        expect(label.y + label.height).toBeLessThanOrEqual(figure.y + 1);
        if (width === 390)
          await page.screenshot({ path: `${screenshots}/comparar-390.png`, fullPage: true });
      }
      // Down at the last rows, the offers' names are still there, just below the top bar.
      const last = table.getByRole("rowheader", { name: /^Concessionária/ });
      await last.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect(names.first()).toBeInViewport();
      const stuck = await inView(names.first());
      expect(stuck.y).toBeGreaterThanOrEqual(64);
      expect(stuck.y).toBeLessThan(80);
      if (width !== 320)
        await page.screenshot({ path: `${screenshots}/comparar-${width}-rolada.png` });
      await expectNoAxeViolations(page);
    }
  });

  test("/sob shows every column of its price tables at 390 px", async ({ page }) => {
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sob");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const table = page.getByRole("table").first();
    const firstVersion = table.getByRole("row").nth(1);
    await expect(firstVersion.getByRole("cell")).toHaveCount(4);
    for (const cell of await firstVersion.getByRole("cell").all()) {
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // Each figure is under its column's name, which a table header gives screen readers.
    await expect(firstVersion.getByRole("cell").nth(3)).toContainText(/^Combustível/);
    await expect(table.getByRole("columnheader", { name: "Combustível" })).toHaveCount(1);
    await page.screenshot({ path: `${screenshots}/sob-390.png` });
    await expectNoAxeViolations(page);
  });

  test("on a phone the filters fold under one line, so the first offer shows on the first screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ofertas?category=3&categoryName=SUV");
    const fold = page.locator("summary", { hasText: /^Filtros/ });
    await expect(fold).toHaveText("Filtros: 1 aplicado");
    await expect(page.getByLabel("Categoria")).toBeHidden();
    const firstOffer = await page.getByRole("article").first().boundingBox();
    expect(firstOffer?.y ?? 844).toBeLessThan(844);
    await fold.click();
    await expect(page.getByLabel("Categoria")).toHaveValue("3");
    await expectNoAxeViolations(page);

    // From `sm` up the filters always show, and the fold's line does not.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/ofertas");
    await expect(fold).toBeHidden();
    await expect(page.getByLabel("Categoria")).toBeVisible();
  });

  test("the comparison bar keeps each control on one line at 320 and 390 px", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ofertas");
      const compare = page.getByRole("button", { name: /^Comparar: / });
      for (let index = 0; index < 3; index += 1) await compare.nth(index).click();
      await expect(page.getByText("3 de 3 ofertas para comparar")).toBeVisible();
      for (const control of [
        page.getByRole("button", { name: "Limpar comparação" }),
        page.getByRole("link", { name: "Comparar ofertas" }),
      ]) {
        const lines = await control.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${width} px`).toBe(1);
      }
      await page.getByRole("button", { name: "Limpar comparação" }).click();
    }
  });

  test("the top bar fits 320 px with a long place name read whole, the logo clear of its neighbours", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/?coverage=${encodeURIComponent("São José do Rio Preto - SP")}`);
    const bar = page.locator("header").first();
    const place = bar.getByRole("button", { name: /São José do Rio Preto/ });
    await expect(place).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    const edges = async (part: Locator) => {
      const box = await part.boundingBox();
      return { left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) };
    };
    const placeBox = await edges(place);
    const logoBox = await edges(bar.getByRole("link", { name: /página inicial/ }).first());
    const loginBox = await edges(bar.getByRole("button").last());
    expect(placeBox.right).toBeLessThanOrEqual(logoBox.left);
    expect(logoBox.right).toBeLessThanOrEqual(loginBox.left);
    expect(loginBox.right).toBeLessThanOrEqual(320);
    // The city takes two short lines rather than losing its end to an ellipsis.
    const label = place.locator("span").first();
    await expect(label).toHaveText("São José do Rio Preto", { useInnerText: true });
    expect(await label.evaluate((span) => span.scrollHeight <= span.clientHeight)).toBe(true);
  });

  test.describe("on the 404 page", () => {
    // The browser reports the page's own 404 status as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test("on a short page the footer sits at the bottom of the window", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("vw.cookieConsent", '"rejected"'));
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/pagina-que-nao-existe");
      await expect(
        page.getByRole("heading", { level: 1, name: "Página não encontrada" }),
      ).toBeVisible();
      const footer = await page.locator("footer").boundingBox();
      expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0))).toBe(900);
    });

    test("the keyboard's focus shows on the navy footer, not only on white", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("vw.cookieConsent", '"rejected"'));
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/pagina-que-nao-existe");
      await page
        .locator("main")
        .getByRole("link", { name: "Voltar para a página inicial" })
        .focus();
      await page.keyboard.press("Tab");
      const focused = page.locator("footer :focus-visible");
      await expect(focused).toHaveCount(1);
      // The accent blue measures 1.9:1 on navy: a white band around the element carries the ring.
      expect(await focused.evaluate((element) => getComputedStyle(element).boxShadow)).toContain(
        "rgb(255, 255, 255)",
      );
    });
  });
});
