import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { ascending, showFilters, shownPrices } from "./offer-filters";

test("filters offers by category and model, shares the URL and goes back", async ({ page }) => {
  await page.goto("/ofertas");
  await expect(page.getByRole("heading", { level: 1, name: "Ofertas Volkswagen" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /ofertas encontradas/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const count = page.getByRole("heading", { level: 2, name: /ofertas encontradas/ });
  const countBefore = await count.textContent();
  await showFilters(page);
  await page.getByLabel("Categoria").selectOption({ label: "SUV" });
  await expect(page).toHaveURL(/category=3/);
  await expect(page.getByRole("article").first()).toContainText("SUV");
  // The focus stays on the filter; the new count is in a live region a screen reader speaks.
  await expect(count).not.toHaveText(countBefore ?? "");
  await expect(count).toHaveAttribute("aria-live", "polite");

  await page.getByLabel("Modelo").selectOption("Nivus");
  await expect(page).toHaveURL(/carName=Nivus/);
  const articles = page.getByRole("article");
  await expect(articles.first()).toContainText("Nivus");
  for (const text of await articles.allTextContents()) expect(text).toContain("Nivus");
  // Every price is shown with its validity and conditions.
  await expect(articles.first()).toContainText(/Válida até \d{2}\/\d{2}\/\d{4}/);
  await expect(articles.first().getByText("Condições da oferta")).toBeVisible();

  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel("Modelo")).toHaveValue("Nivus");
  await expect(other.getByRole("article").first()).toContainText("Nivus");
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/carName/);
  await expect(page).toHaveURL(/category=3/);
  await expect(page.getByLabel("Modelo")).toHaveValue("");
});

test("a model outside the chosen category is dropped, so the form shows what is searched", async ({
  page,
}) => {
  // Amarok is a pickup: under Hatch the form cannot list it, so it is not searched either.
  for (const path of ["/ofertas", "/ofertas/rede-de-concessionaria", "/ofertas/vendas-diretas"]) {
    await page.goto(`${path}?category=1&categoryName=Hatch&carName=Amarok`);
    await expect(page.getByLabel("Categoria")).toHaveValue("1");
    await expect(page.getByLabel("Modelo")).toHaveValue("");
    await expect(page.getByText("Nenhuma oferta encontrada com estes filtros")).toHaveCount(0);
  }
  // The model pages offer the chosen category's models to pick from instead.
  await page.goto("/ofertas/modelo?category=1&categoryName=Hatch&carName=Amarok");
  const choices = page.getByRole("region", { name: "Escolha um modelo" });
  await expect(choices.getByRole("link", { name: /^Polo / }).first()).toBeVisible();
  await expect(choices.getByRole("link", { name: /^Amarok / })).toHaveCount(0);
  await expect(choices.getByRole("link", { name: /^Nivus / })).toHaveCount(0);

  await page.goto("/ofertas?category=1&categoryName=Hatch&carName=Amarok");
  const articles = page.getByRole("article");
  await expect(articles.first()).toContainText("Hatch");
  for (const text of await articles.allTextContents()) expect(text).not.toContain("Amarok");

  // A model chosen without its category stays when its own category is chosen, and goes with
  // another one.
  await page.goto("/ofertas?carName=polo");
  await showFilters(page);
  await expect(page.getByLabel("Modelo")).toHaveValue("Polo");
  await page.getByLabel("Categoria").selectOption({ label: "Hatch" });
  await expect(page).toHaveURL(/category=1&.*carName=Polo/);
  await expect(page.getByLabel("Modelo")).toHaveValue("Polo");
  await page.getByLabel("Categoria").selectOption({ label: "SUV" });
  await expect(page).toHaveURL(/category=3/);
  await expect(page).not.toHaveURL(/carName/);
  await expect(page.getByLabel("Modelo")).toHaveValue("");
});

test("with the keyboard, a chosen category keeps the focus for the next key", async ({ page }) => {
  await page.goto("/ofertas");
  await showFilters(page);
  const category = page.getByLabel("Categoria");
  const values = await category
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await category.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`category=${values[1]}&`));
  await expect(category).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`category=${values[2]}&`));
  await expect(category).toHaveValue(values[2] ?? "");
  await expect(category).toBeFocused();
});

test("the next page of offers opens at its results, with the keyboard there", async ({ page }) => {
  await page.goto("/ofertas");
  const results = page.getByRole("heading", { level: 2, name: /ofertas encontradas/ });
  await expect(results).toBeVisible();
  await page.getByRole("link", { name: "Próxima página" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  // It stayed at the bottom of the page just left, with the focus on the link.
  await expect(results).toBeFocused();
  await expect(results).toBeInViewport();
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("arrow keys run through the categories with one search, for the one chosen", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/ofertas");
  await showFilters(page);
  const category = page.getByLabel("Categoria");
  const values = await category
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/ofertas" && url.searchParams.has("category")) searches.push(url.search);
  });
  await category.focus();
  // Time stands still while the keys go down, so a loaded machine's slow presses are still one
  // quick run of keys, as a person's are; the search waits for the keys to settle.
  await page.clock.pauseAt(Date.now() + 1_000);
  for (let press = 0; press < 3; press += 1) await page.keyboard.press("ArrowDown");
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`category=${values[3]}&`));
  await expect(page.getByRole("article").first()).toBeVisible();
  // Each press used to search (and stack a history entry) for a category passed on the way.
  expect(searches.filter((search) => !search.includes(`category=${values[3]}&`))).toEqual([]);
  await page.goBack();
  await expect(page).not.toHaveURL(/category=/);
});

test("with the keyboard, a ticked segment keeps the focus for the next key", async ({ page }) => {
  await page.goto("/ofertas/vendas-diretas");
  await showFilters(page);
  const pcd = page.getByRole("checkbox", { name: "PcD" });
  await pcd.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/segments=PcD/);
  await expect(pcd).toBeChecked();
  await expect(pcd).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Produtor rural" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/segments=PcD&segments=Produtor\+rural/);

  // Back to an earlier search, the form shows that search again.
  await page.goBack();
  await expect(page).not.toHaveURL(/Produtor/);
  await expect(page.getByRole("checkbox", { name: "Produtor rural" })).not.toBeChecked();
  await expect(pcd).toBeChecked();
});

test("sorts the offers by price from the filters; the next page keeps the order", async ({
  page,
}, testInfo) => {
  await page.goto("/ofertas");
  const results = page.getByRole("heading", { level: 2, name: /ofertas encontradas/ });
  await expect(results).toBeVisible();
  await showFilters(page);
  const sort = page.getByLabel("Ordenar por");
  await expect(sort.locator("option")).toHaveText(["Mais próximas", "Menor preço", "Maior preço"]);
  await expect(sort).toHaveValue("");

  // By keyboard, as the other filters: the order applies and the keyboard stays on it.
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/[?&]ordem=menor-preco(&|$)/);
  await expect(sort).toHaveValue("menor-preco");
  await expect(sort).toBeFocused();
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.join() === ascending(prices).join();
    })
    .toBe(true);
  if (testInfo.project.name === "mobile") {
    // Folded on a phone, the line over the filters still says the offers are sorted.
    await expect(page.locator("summary", { hasText: /^Filtros/ })).toHaveText(
      "Filtros · Menor preço",
    );
  }
  await expectNoAxeViolations(page);

  const firstPage = await shownPrices(page);
  await page.getByRole("link", { name: "Próxima página" }).click();
  await expect(page).toHaveURL(/ordem=menor-preco&page=2#resultados$/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(results).toBeFocused();
  const secondPage = await shownPrices(page);
  expect(secondPage).toEqual(ascending(secondPage));
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
  await expect(sort).toHaveValue("menor-preco");

  // Another order starts again at the first page.
  await showFilters(page);
  await sort.selectOption({ label: "Maior preço" });
  await expect(page).toHaveURL(/[?&]ordem=maior-preco$/);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.join() === ascending(prices).reverse().join();
    })
    .toBe(true);

  // An order the listing does not know is the default one, with the notice of a bad filter.
  const unknown = await page.goto("/ofertas?ordem=mais-barato");
  expect(unknown?.status()).toBe(200);
  await expect(
    page.getByRole("alert").filter({ hasText: "Um dos filtros informados não é válido" }),
  ).toBeVisible();
  await expect(page.getByLabel("Ordenar por")).toHaveValue("");
});

test("a listing widened to the whole country stays so as the filters and the order change", async ({
  page,
}) => {
  const wholeCountry =
    "Todas as ofertas vigentes no Brasil: por modelo, da rede de concessionárias e vendas diretas.";
  await page.goto("/ofertas?regiao=brasil");
  await expect(page.getByText(wholeCountry)).toBeVisible();
  await showFilters(page);
  await page.getByLabel("Ordenar por").selectOption({ label: "Menor preço" });
  await expect(page).toHaveURL(/[?&]ordem=menor-preco&regiao=brasil$/);
  await page.getByLabel("Categoria").selectOption({ label: "Picape" });
  await expect(page).toHaveURL(/category=4.*&regiao=brasil$/);
  await expect(page.getByRole("article").first()).toContainText("Picape");
  // "Filtrar" after the choice applied itself adds no step for "Voltar" to walk through.
  const steps = await page.evaluate(() => history.length);
  const applied = page.url();
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.waitForTimeout(800);
  expect(page.url()).toBe(applied);
  expect(await page.evaluate(() => history.length)).toBe(steps);
  await expect(page.getByText(wholeCountry)).toBeVisible();

  // Clearing the filters returns to the listing as first opened, near the shopper.
  await page.getByRole("link", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/ofertas$/);
  await expect(
    page.getByText("Todas as ofertas vigentes perto de você", { exact: false }),
  ).toBeVisible();
});

test("offers chosen for comparison that have ended since do not keep the places of new ones", async ({
  page,
}) => {
  // Chosen on an earlier visit; those offers have ended (or left the catalogue) since.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("vw.comparedOffers", JSON.stringify([999997, 999998, 999999]));
  });
  await page.goto("/ofertas");
  // They leave the tray as it shows: none of them is counted as chosen any more.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("vw.comparedOffers")))
    .toBe("[]");
  await expect(page.getByText(/de 3 ofertas para comparar/)).toHaveCount(0);
  await page
    .getByRole("button", { name: /^Comparar: / })
    .first()
    .click();
  await expect(page.getByText("1 de 3 ofertas para comparar")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Você já escolheu 3 ofertas" }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("vw.comparedOffers"))).toMatch(/^\[\d+\]$/);
});

test("compares three offers, refuses a fourth, keeps them on reload", async ({ page }) => {
  await page.goto("/ofertas");
  const compare = page.getByRole("button", { name: /^Comparar: / });
  for (let i = 0; i < 3; i += 1) {
    await compare.first().click();
    await expect(page.getByText(`${i + 1} de 3 ofertas para comparar`)).toBeVisible();
  }
  await compare.first().click();
  await expect(
    page.getByRole("status").filter({ hasText: "Você já escolheu 3 ofertas" }),
  ).toBeVisible();
  await expect(page.getByText("3 de 3 ofertas para comparar")).toBeVisible();

  await page.reload();
  await expect(page.getByText("3 de 3 ofertas para comparar")).toBeVisible();

  await page.getByRole("link", { name: "Comparar ofertas" }).click();
  await expect(page).toHaveURL(/\/ofertas\/comparar\?ofertas=\d+,\d+,\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Comparar ofertas" })).toBeVisible();
  const table = page.getByRole("table", { name: "Comparação das ofertas escolhidas" });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("rowheader", { name: /Porta-malas/ })).toBeVisible();
  // Each price row compares one kind of figure: the offer's price (a direct sale's says it is a
  // floor), the suggested price; how it is paid and until when have rows of their own.
  const cellsOf = (label: string) =>
    table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${label}( \\(|$)`) }) })
      .getByRole("cell")
      .allTextContents();
  const prices = await cellsOf("Preço");
  expect(prices).toHaveLength(3);
  for (const price of prices) expect(price).toMatch(/^(A partir de )?R\$\s[\d.]+,\d{2}$/);
  for (const price of await cellsOf("Preço sugerido")) expect(price).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  for (const terms of await cellsOf("Condição de pagamento")) {
    expect(terms).toMatch(/^(À vista|Desconto de \d+% a \d+%|\d+x de R\$)/);
  }
  for (const validity of await cellsOf("Validade")) {
    expect(validity).toMatch(/^Válida até \d{2}\/\d{2}\/\d{4}$/);
  }
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(table.getByRole("columnheader")).toHaveCount(3);

  await table
    .getByRole("button", { name: /^Remover da comparação/ })
    .first()
    .click();
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(page).toHaveURL(/ofertas=\d+,\d+$/);
});

test("a refused fourth offer stays in view above the tray, and closing its notice returns to it", async ({
  page,
}) => {
  await page.goto("/ofertas");
  const compare = page.getByRole("button", { name: /^Comparar: / });
  for (let i = 0; i < 3; i += 1) {
    await compare.first().click();
    await expect(page.getByText(`${i + 1} de 3 ofertas para comparar`)).toBeVisible();
  }
  // The fourth offer's button at the very bottom of the window, where the tray sits.
  const fourth = compare.first();
  const fourthLabel = await fourth.getAttribute("aria-label");
  await fourth.evaluate((button) => {
    const box = button.getBoundingClientRect();
    window.scrollBy(0, box.bottom - window.innerHeight + 2);
  });
  await fourth.focus();
  await page.keyboard.press("Enter");
  const notice = page.getByRole("status").filter({ hasText: "Você já escolheu 3 ofertas" });
  await expect(notice).toBeVisible();
  const tray = page.locator("[data-comparison-tray]");
  await expect(async () => {
    const button = await page.getByRole("button", { name: fourthLabel ?? "" }).boundingBox();
    const trayBox = await tray.boundingBox();
    expect(button && trayBox && button.y + button.height <= trayBox.y).toBe(true);
  }).toPass();
  // On a first visit the consent banner still shows: the tray and its notice stop above it.
  const banner = page.locator("[data-consent-banner]");
  await expect(banner).toBeVisible();
  await expect(async () => {
    const trayBox = await tray.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(trayBox && bannerBox && trayBox.y + trayBox.height <= bannerBox.y + 1).toBe(true);
  }).toPass();

  await page.getByRole("button", { name: "Fechar aviso" }).focus();
  await page.keyboard.press("Enter");
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("button", { name: fourthLabel ?? "" })).toBeFocused();

  // A refusal does not follow the shopper to the next page of results.
  await compare.first().click();
  await expect(notice).toBeVisible();
  await page.getByRole("link", { name: /Próxima/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("3 de 3 ofertas para comparar")).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("with the keyboard, a skip link reaches the comparison bar while it shows", async ({
  page,
}) => {
  await page.goto("/ofertas");
  await expect(page.getByRole("heading", { level: 2, name: /ofertas encontradas/ })).toBeVisible();
  const skipToContent = page.getByRole("link", { name: "Pular para o conteúdo" });
  const skipToComparison = page.getByRole("link", { name: "Ir para a comparação" });
  // Nothing compared: no skip link to a bar that is not there.
  await page.keyboard.press("Tab");
  await expect(skipToContent).toBeFocused();
  await expect(skipToComparison).toHaveCount(0);

  const compare = page.getByRole("button", { name: /^Comparar: / });
  for (let i = 0; i < 2; i += 1) {
    await compare.first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${i + 1} de 3 ofertas para comparar`)).toBeVisible();
  }
  // Back at the top of the page (the choice is kept), the bar is two keys away, not 67.
  await page.reload();
  await expect(page.getByText("2 de 3 ofertas para comparar")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(skipToContent).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(skipToComparison).toBeFocused();
  await expect(skipToComparison).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "2 de 3 ofertas para comparar" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Limpar comparação" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/de 3 ofertas para comparar/)).toHaveCount(0);
  await expect(skipToComparison).toHaveCount(0);
});

test("with the keyboard, clearing or removing compared offers keeps the place on the page", async ({
  page,
}) => {
  await page.goto("/ofertas");
  const compare = page.getByRole("button", { name: /^Comparar: / });
  for (let i = 0; i < 2; i += 1) {
    await compare.first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${i + 1} de 3 ofertas para comparar`)).toBeVisible();
  }
  const firstChosen = page.getByRole("button", { name: /^Remover da comparação: / }).first();
  const firstTitle = (await firstChosen.getAttribute("aria-label"))?.replace(
    "Remover da comparação: ",
    "",
  );
  await page.getByRole("button", { name: "Limpar comparação" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/de 3 ofertas para comparar/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Comparar: ${firstTitle}` })).toBeFocused();

  for (let i = 0; i < 2; i += 1) {
    await compare.first().focus();
    await page.keyboard.press("Enter");
  }
  await page.getByRole("link", { name: "Comparar ofertas" }).focus();
  await page.keyboard.press("Enter");
  const table = page.getByRole("table", { name: "Comparação das ofertas escolhidas" });
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await table
    .getByRole("button", { name: /^Remover da comparação/ })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader")).toHaveCount(1);
  await expect(table.getByRole("button", { name: /^Remover da comparação/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Nenhuma oferta escolhida.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver ofertas" })).toBeFocused();
});

/** The first offers of the listing's order, from the offers API. */
async function firstOffers(request: APIRequestContext, size: number) {
  const response = await request.get(`/api/v1/offers/byPage?size=${size}`, {
    headers: { "api-key": process.env.API_KEY ?? "dev-api-key-change-me" },
  });
  return ((await response.json()) as { offers: { id: number; title: string }[] }).offers;
}

test("a shared comparison drops an offer that has ended, with a message", async ({
  page,
  request,
}) => {
  const ids = (await firstOffers(request, 2)).map((offer) => offer.id);
  await page.goto(`/ofertas/comparar?ofertas=${ids.join(",")},999999`);
  await expect(page.getByRole("alert").filter({ hasText: "Uma oferta da comparação" })).toHaveText(
    "Uma oferta da comparação não está mais disponível e saiu da lista.",
  );
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
});

test("a comparison link with more than three offers compares the first three and says so", async ({
  page,
  request,
}) => {
  const offers = await firstOffers(request, 5);
  await page.goto(`/ofertas/comparar?ofertas=${offers.map((offer) => offer.id).join(",")}`);
  await expect(page.getByRole("alert").filter({ hasText: "mais de três" })).toHaveText(
    "O link trazia mais de três ofertas. A comparação mostra as três primeiras; remova uma para incluir outra.",
  );
  const headers = page.getByRole("table").getByRole("columnheader");
  await expect(headers).toHaveCount(3);
  await expect(headers.first()).toContainText(offers[0]?.title ?? "?");
});

test("an offer page has its price, conditions, dealers, canonical URL and JSON-LD", async ({
  page,
}) => {
  await page.goto("/ofertas/modelo");
  await expect(page.getByRole("heading", { level: 1, name: "Ofertas por modelo" })).toBeVisible();
  await page.getByRole("link", { name: /^Polo Track/ }).click();
  await expect(page).toHaveURL(/carName=Polo\+Track|carName=Polo%20Track/);
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Polo Track");
  await expect(page.getByRole("heading", { name: "Preço e condições" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Concessionárias que vendem esta oferta" }),
  ).toBeVisible();
  await expect(page.getByText(/Válida de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  // The version's year reads "fabricação/modelo": never a fabrication year still to come.
  const versionLine = await page.getByText(/^Polo Track .+ \d{4}\/\d{4}$/).textContent();
  const [, built, model] = versionLine?.match(/(\d{4})\/(\d{4})$/) ?? [];
  expect(Number(built)).toBe(Number(model) - 1);
  expect(Number(built)).toBeLessThanOrEqual(new Date().getFullYear());
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/ofertas\/polo-track-/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.offers.priceCurrency).toBe("BRL");
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toBeTruthy();
  const image = await page.request.get(new URL(ogImage ?? "", page.url()).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");
  // The message the link writes names the offer the shopper is reading.
  const offerTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const whatsapp = await page
    .getByRole("link", { name: /WhatsApp da / })
    .first()
    .getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
  expect(new URL(whatsapp ?? "").searchParams.get("text")).toBe(
    `Olá! Tenho interesse na oferta ${offerTitle.trim()} que vi no site.`,
  );
  await expectNoAxeViolations(page);
});

test.describe("bad input", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("unknown offers answer the pt-BR not-found page; bad filters and old models fall back", async ({
    page,
  }) => {
    const missing = await page.goto("/ofertas/oferta-que-nao-existe");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();

    // A link to a model that left the line-up still leads to the models on offer.
    const model = await page.goto("/ofertas/vendas-diretas/modelo?carName=Fusca");
    expect(model?.status()).toBe(200);
    await expect(
      page.getByRole("alert").filter({ hasText: "Um dos filtros informados não é válido" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Polo/ }).first()).toBeVisible();

    // A path cut in the middle of a character is the site's not-found page, not a bare answer.
    const cut = await page.goto("/ofertas/%E0%A4%A");
    expect(cut?.status()).toBe(404);
    expect(cut?.headers()["content-type"]).toContain("text/html");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();

    const bad = await page.goto("/ofertas?category=abc&page=-1");
    expect(bad?.status()).toBe(200);
    await expect(
      page.getByRole("alert").filter({ hasText: "Um dos filtros informados não é válido" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: /ofertas encontradas/ }),
    ).toBeVisible();
  });
});

test.describe("an ended offer", () => {
  // The ended page keeps the 404 status (decision 053): the browser reports it as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("its link says it ended and leads to the model's current offers, still a 404", async ({
    page,
  }) => {
    const response = await page.goto("/ofertas/polo-track-bz13-mpi-encerrada");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Esta oferta foi encerrada" }),
    ).toBeVisible();
    await expect(
      page.getByText(/^A oferta “Polo Track .*na queima de estoque” terminou/),
    ).toBeVisible();
    await expect(page).toHaveTitle("Oferta encerrada | Volkswagen | Ofertas");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "Ofertas do Polo Track que valem agora perto de você",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Ver todas as ofertas do Polo Track" }).click();
    await expect(page).toHaveURL(/carName=Polo(\+|%20)Track/);
    await page.goBack();
    await page
      .getByRole("listitem")
      .getByRole("link", { name: /^Polo Track/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Polo Track");
    await expect(page.getByRole("heading", { name: "Preço e condições" })).toBeVisible();
  });
});

test("an offer opened from outside its region says so, where it holds, and leads to offers nearby", async ({
  page,
}) => {
  await page.goto(
    `/ofertas/polo-track-bz13-mpi-financiado-sudeste?coverage=${encodeURIComponent("Tabatinga - AM")}`,
  );
  const notice = page.getByRole("region", { name: "Esta oferta não vale na sua região." });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "Ela vale em Espírito Santo, Minas Gerais, Rio de Janeiro e São Paulo.",
  );
  await expect(notice).toContainText("Sua localização: Tabatinga - AM.");
  // The dealers that sell it still take a lead, and the form says they are far away.
  await expect(
    page.getByText("As concessionárias abaixo vendem esta oferta, mas ficam fora da sua região."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: "Ver ofertas do Polo Track perto de você" }).click();
  await expect(page).toHaveURL(/\/ofertas\?carName=Polo(\+|%20)Track/);
  await expect(page.getByRole("article").first()).toContainText("Polo Track");
  const hrefs = await page
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).not.toContain("/ofertas/polo-track-bz13-mpi-financiado-sudeste");

  // Inside the region the page has no notice.
  await page.goto(
    `/ofertas/polo-track-bz13-mpi-financiado-sudeste?coverage=${encodeURIComponent("Campinas - SP")}`,
  );
  await expect(page.getByRole("heading", { name: "Preço e condições" })).toBeVisible();
  await expect(page.getByText("Esta oferta não vale na sua região.")).toHaveCount(0);
});

test("the kind pages, the model chooser and the dealer network page render and pass axe", async ({
  page,
}) => {
  for (const [path, heading] of [
    ["/ofertas/rede-de-concessionaria", "Ofertas da rede de concessionárias"],
    ["/ofertas/vendas-diretas", "Vendas diretas"],
    ["/ofertas/rede-de-concessionaria/modelo", "Ofertas da rede de concessionárias"],
    ["/ofertas/vendas-diretas/modelo", "Vendas diretas"],
    ["/rede-de-concessionaria", "Rede de concessionárias"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // A dealer's own WhatsApp link, on the dealer network page, asks the dealer, not about an offer.
  const dealerWhatsapp = await page
    .getByRole("link", { name: /^WhatsApp da / })
    .first()
    .getAttribute("href");
  expect(new URL(dealerWhatsapp ?? "").searchParams.get("text")).toBe(
    "Olá! Encontrei a concessionária no site da Volkswagen e gostaria de mais informações.",
  );
  await page.goto("/ofertas/vendas-diretas?segments=PcD");
  await showFilters(page);
  await expect(page.getByRole("checkbox", { name: "PcD" })).toBeChecked();
  await expect(page.getByRole("article").first()).toContainText("PcD");
  // A direct sale names the nearest of its dealers; an outlet offer, the one dealer that has it.
  await expect(page.getByRole("article").first()).toContainText("Concessionária mais próxima");
  await page.goto("/ofertas/rede-de-concessionaria");
  const outlet = page.getByRole("article").first();
  await expect(outlet).toContainText("Disponível na concessionária");
  await expect(outlet).not.toContainText("Concessionária mais próxima");
});

test("the home page shows the banner and the offers carousels", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
  for (const name of [
    "Ofertas por modelo",
    "Ofertas da rede de concessionárias",
    "Vendas diretas",
  ]) {
    await expect(page.getByRole("region", { name }).first()).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "próximo item" }).first()).toBeEnabled();
  await expectNoAxeViolations(page);
});

test("a home carousel's code comes after the page, and its first click still moves it", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // Embla's defaults ("trimSnaps") are in no script the HTML asks for: it loads after first paint.
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts)
    expect(await (await request.get(src)).text()).not.toContain("trimSnaps");
  const carousel = page.getByRole("region", { name: "Ofertas por modelo" }).first();
  await carousel.getByRole("button", { name: "próximo item" }).click();
  await expect(carousel.getByRole("button", { name: /^Ir para o item 2 de/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("a home carousel's arrows keep the keyboard focus at either end", async ({ page }) => {
  await page.goto("/");
  // A press before the page's script has taken over the server's buttons does nothing.
  await page.waitForLoadState("networkidle");
  const carousel = page.getByRole("region", { name: "Ofertas por modelo" }).first();
  const previous = carousel.getByRole("button", { name: "item anterior" });
  const next = carousel.getByRole("button", { name: "próximo item" });
  const current = carousel.locator('button[aria-current="true"]');
  await next.focus();
  // Enter until the last page: each press moves one page, and focus stays on the arrow.
  for (let press = 0; press < 20 && (await next.isEnabled()); press += 1) {
    const before = await current.getAttribute("aria-label");
    await page.keyboard.press("Enter");
    await expect(current).not.toHaveAttribute("aria-label", before ?? "");
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  const last = await current.getAttribute("aria-label");
  await page.keyboard.press("Enter");
  await expect(current).toHaveAttribute("aria-label", last ?? "");

  await previous.focus();
  for (let press = 0; press < 20 && (await previous.isEnabled()); press += 1) {
    const before = await current.getAttribute("aria-label");
    await page.keyboard.press("Enter");
    await expect(current).not.toHaveAttribute("aria-label", before ?? "");
  }
  await expect(previous).toBeDisabled();
  await expect(previous).toBeFocused();
  await expect(current).toHaveAttribute("aria-label", /^Ir para o item 1 de/);
  await expectNoAxeViolations(page);
});

test("on a phone, a home carousel's code loads as the carousel comes into view", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the first carousel starts below a phone's fold, and in view on a desktop");
  const carouselCode: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    if ((await response.text()).includes("trimSnaps")) carouselCode.push(response.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(carouselCode).toEqual([]);
  const carousel = page.getByRole("region", { name: "Ofertas por modelo" }).first();
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => carouselCode.length).toBeGreaterThan(0);
  await carousel.getByRole("button", { name: "próximo item" }).click();
  await expect(carousel.getByRole("button", { name: /^Ir para o item 2 de/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the purchase intention offers every dealer the offer page lists", async ({ page }) => {
  await page.goto("/ofertas");
  await page.getByRole("article").first().getByRole("link").first().click();
  const listed = page
    .getByRole("region", { name: "Concessionárias que vendem esta oferta" })
    .getByRole("listitem");
  await expect(listed).toHaveCount(6);
  const names = await listed.evaluateAll((items) =>
    items.map((item) => item.querySelector("p")?.textContent ?? ""),
  );
  const form = page.getByRole("region", { name: "Tenho interesse" });
  await form.scrollIntoViewIfNeeded();
  const dealer = form.getByRole("combobox", { name: "Concessionária" });
  await expect(dealer).toBeVisible();
  const options = await dealer
    .locator("option")
    .evaluateAll((items) => items.map((item) => item.textContent?.split(" — ")[0] ?? ""));
  expect(options).toEqual(names);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an offer page shows the dealers that sell it, with their contacts", async ({ page }) => {
    await page.goto("/ofertas");
    await page.getByRole("article").first().getByRole("link").first().click();
    const dealers = page.getByRole("region", { name: "Concessionárias que vendem esta oferta" });
    await expect(dealers).toBeVisible();
    await expect(dealers.getByRole("listitem").first()).toBeVisible();
    await expect(dealers.getByRole("link", { name: /^WhatsApp da / }).first()).toBeVisible();
  });

  test("an empty comparison says what it needs instead of naming a hidden button", async ({
    page,
  }) => {
    await page.goto("/ofertas/comparar");
    // Playwright's text search skips <noscript>; the paragraph's role and text still tell.
    await expect(page.getByRole("main").getByRole("paragraph")).toContainText([
      "Até três ofertas lado a lado",
      "A escolha das ofertas a comparar precisa de JavaScript ativado no navegador.",
    ]);
    await expect(page.getByText(/Use o botão “Comparar” nas ofertas/)).toBeHidden();
  });

  test("the offers page lists and filters with the plain form", async ({ page }) => {
    await page.goto("/ofertas");
    await expect(
      page.getByRole("heading", { level: 2, name: /ofertas encontradas/ }),
    ).toBeVisible();
    await showFilters(page);
    await page.getByLabel("Categoria").selectOption({ label: "Picape" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/category=4/);
    const first = page.getByRole("article").first();
    await expect(first).toContainText("Picape");
    await expect(first).toContainText("R$");
  });

  test("the plain form sorts the offers by price, and its next page keeps the order", async ({
    page,
  }) => {
    await page.goto("/ofertas");
    await showFilters(page);
    await page.getByLabel("Ordenar por").selectOption({ label: "Menor preço" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/[?&]ordem=menor-preco(&|$)/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("menor-preco");
    const firstPage = await shownPrices(page);
    expect(firstPage.length).toBeGreaterThan(1);
    expect(firstPage).toEqual(ascending(firstPage));

    await page.getByRole("link", { name: "Próxima página" }).click();
    await expect(page).toHaveURL(/ordem=menor-preco&page=2#resultados$/);
    const secondPage = await shownPrices(page);
    expect(secondPage).toEqual(ascending(secondPage));
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
  });

  test("the plain form keeps a listing widened to the whole country", async ({ page }) => {
    await page.goto("/ofertas/rede-de-concessionaria?regiao=brasil");
    await showFilters(page);
    await page.getByLabel("Ordenar por").selectOption({ label: "Maior preço" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/[?&]ordem=maior-preco&regiao=brasil$/);
    await expect(
      page.getByText(
        "Carros à pronta entrega com preço de outlet nas concessionárias de todo o Brasil.",
      ),
    ).toBeVisible();
  });

  test("a category changed in the plain form drops a model of another category", async ({
    page,
  }) => {
    await page.goto("/ofertas?category=4&categoryName=Picape&carName=Amarok");
    await expect(page.getByLabel("Modelo")).toHaveValue("Amarok");
    await showFilters(page);
    // Without JavaScript the model stays in the form when the category changes: the server drops it.
    await page.getByLabel("Categoria").selectOption({ label: "Hatch" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/category=1&.*carName=Amarok/);
    await expect(page.getByLabel("Categoria")).toHaveValue("1");
    await expect(page.getByLabel("Modelo")).toHaveValue("");
    await expect(page.getByRole("article").first()).toContainText("Hatch");
  });
});
