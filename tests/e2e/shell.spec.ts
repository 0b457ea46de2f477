import { expect, expectNoAxeViolations, test } from "./fixtures";
import { logInAsNewOwner } from "./owner-session";

test.describe("side menu", () => {
  test("walks every group and back with the keyboard only", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Abrir menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const names = await menu
      .getByRole("navigation", { name: "Menu" })
      .locator("li")
      .allInnerTexts();
    // Recall follows feature_flag_feature_recall, which tests/e2e/recall.spec.ts switches.
    expect(
      names.map((name) => name.replace(/\s+/g, " ").trim()).filter((name) => name !== "Recall"),
    ).toEqual([
      "Site institucional Volkswagen (abre em nova aba)",
      "Início",
      "Meu novo VW",
      "Serviços VW",
      "Ajuda",
    ]);
    await expectNoAxeViolations(page);

    for (const [group, links] of [
      ["Meu novo VW", ["Ofertas", "Ofertas da rede de concessionárias", "Vendas diretas"]],
      // Recall joins the menu with feature_flag_feature_recall (tests/e2e/recall.spec.ts).
      ["Serviços VW", ["Agendamento de serviços"]],
    ] as const) {
      const groupButton = page.getByRole("button", { name: group });
      while (!(await groupButton.evaluate((node) => node === document.activeElement))) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      const panel = page.getByRole("dialog", { name: group });
      await expect(panel.getByRole("button", { name: "Voltar" })).toBeFocused();
      for (const link of links)
        await expect(panel.getByRole("link", { name: link, exact: true })).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: group })).toBeFocused();
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("external links open a new tab without access to the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const institutional = page.getByRole("link", { name: /Site institucional Volkswagen/ });
    await expect(institutional).toHaveAttribute("target", "_blank");
    await expect(institutional).toHaveAttribute("rel", /noopener/);
    const legal = page
      .getByRole("dialog")
      .getByRole("link", { name: /Canal de privacidade e proteção de dados/ });
    await expect(legal).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("drawers and registration guide", () => {
  test("the visitor drawer offers login, help and the guide", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Entrar" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Olá, visitante" });
    await expect(drawer.getByRole("button", { name: "Entrar ou cadastrar" })).toBeEnabled();
    await expect(drawer.getByRole("link", { name: "Ajuda com seu login" })).toHaveAttribute(
      "href",
      "/ajuda/perguntas-frequentes?defaultCategory=Cadastro e login",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(opener).toBeFocused();
  });

  test("the guide walks 7 slides by buttons, keys and swipe, and restarts when reopened", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Guia de cadastro" }).click();
    const guide = page.getByRole("dialog", { name: "Guia de cadastro" });
    const previous = guide.getByRole("button", { name: "item anterior" });
    const next = guide.getByRole("button", { name: "próximo item" });
    const current = guide.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(previous).toBeDisabled();
    await expect(current).toContainText("1. Acesse");
    await expectNoAxeViolations(page);

    for (let slide = 2; slide <= 7; slide += 1) await next.click();
    await expect(current).toContainText("7. Pronto!");
    await expect(next).toBeDisabled();
    await expect(guide.getByRole("button", { name: "Começar" })).toBeVisible();

    await previous.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(current).toContainText("6. Complete o cadastro");

    const box = await guide
      .locator('[aria-roledescription="carrossel"] > div')
      .first()
      .boundingBox();
    if (!box) throw new Error("carousel has no box");
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(current).toContainText("7. Pronto!");

    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Entrar" })).toBeFocused();
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Guia de cadastro" }).click();
    await expect(current).toContainText("1. Acesse");

    // Its close button, too, gives the keyboard back to the button the guide came from.
    await guide.getByRole("button", { name: "Fechar" }).focus();
    await page.keyboard.press("Enter");
    await expect(guide).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Entrar" })).toBeFocused();
  });

  test("the guide's arrows keep the keyboard focus at the first and the last slide", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Guia de cadastro" }).click();
    const guide = page.getByRole("dialog", { name: "Guia de cadastro" });
    const previous = guide.getByRole("button", { name: "item anterior" });
    const next = guide.getByRole("button", { name: "próximo item" });
    const current = guide.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await next.focus();
    for (let slide = 2; slide <= 7; slide += 1) {
      await page.keyboard.press("Enter");
      await expect(current).toContainText(`${slide}.`);
    }
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(current).toContainText("7. Pronto!");
    await expect(guide).toBeVisible();

    await previous.focus();
    for (let slide = 6; slide >= 1; slide -= 1) {
      await page.keyboard.press("Enter");
      await expect(current).toContainText(`${slide}.`);
    }
    await expect(previous).toBeDisabled();
    await expect(previous).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe("toasts", () => {
  // The page's clock stays paused at the end, and axe waits on timers: the toast's page is
  // judged by axe in the login drawer journeys instead.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/], axeAtEnd: false });
  test("a failed login start shows the error toast, which closes itself after 5 s", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    // The drawer's code loads on its first opening, while time still runs.
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("button", { name: "Entrar ou cadastrar" })).toBeVisible();
    // Time stands still from here on, so only runFor moves the toast's 5 s, whatever the load.
    await page.clock.pauseAt(Date.now() + 1_000);
    // The browser goes offline for this one call.
    await page.route("**/api/v1/auth-redirect", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
    const toast = page
      .getByRole("alert")
      .filter({ hasText: "Não foi possível iniciar o login. Tente novamente." });
    await expect(toast).toBeVisible();
    await expect(page.getByRole("button", { name: "Entrar ou cadastrar" })).toBeEnabled();
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });
});

test.describe("the identity provider away", () => {
  // The storefront's own answer when the provider cannot be reached (identity-outage.int.test.ts
  // proves the server sends it); the browser logs the 503 status itself.
  test.use({ expectedConsoleErrors: [/status of 503/] });
  test("pages still work as a visitor, and the login button says the login is unavailable", async ({
    page,
  }) => {
    const message =
      "O serviço de login está indisponível no momento. Tente novamente em instantes.";
    await page.route("**/api/v1/auth-redirect", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message } }),
      }),
    );
    await page.goto("/ofertas");
    await expect(page.getByRole("heading", { level: 1, name: "Ofertas Volkswagen" })).toBeVisible();
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole("button", { name: "Entrar ou cadastrar" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

test.describe("layout rules", () => {
  // The scheduling flow comes with a later capability and answers 404 for now.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });
  test("the footer is collapsed, opens its groups, and hides on /cadastro and the scheduling flow", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    // The consent banner sits over the page bottom until the visitor decides.
    await page.getByRole("button", { name: "Recusar" }).click();
    const footer = page.locator("footer");
    expect((await footer.boundingBox())?.height).toBe(84);
    // On the narrowest phone of SPEC.md too, whatever the lines wrap to.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await footer.boundingBox())?.height).toBe(84);
    await page.setViewportSize(
      isMobile ? { width: 412, height: 839 } : { width: 1280, height: 720 },
    );
    await page.getByText("Links do rodapé").click();
    for (const group of ["Institucional", "Governança Corporativa", "Inovação"]) {
      await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Campanhas de recall" })).toHaveAttribute(
      "href",
      "/recall",
    );

    await page.goto("/agendamento/servicos");
    await expect(page.locator("footer")).toHaveCount(0);
    // /cadastro is an owner's page: a new owner lands there after signing up.
    await logInAsNewOwner(page, "/cadastro");
    await page.waitForURL(/\/cadastro$/);
    await expect(page.locator("footer")).toHaveCount(0);
  });

  test("the logo hides after 51 px of scroll without moving anything", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("link", {
      name: "Volkswagen Ofertas: voltar para a página inicial",
    });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(logo).toBeVisible();
    const headerHeight = (await page.locator("header").boundingBox())?.height;
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(logo).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(page.locator("header a[data-hidden]")).toHaveCount(1);
    expect((await page.locator("header").boundingBox())?.height).toBe(headerHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(logo).toBeVisible();
    await expect(heading).toBeVisible();
  });

  test("/sob is laid out edge to edge and lists every version with its price", async ({ page }) => {
    await page.goto("/sob");
    await expect(
      page.getByRole("heading", { level: 1, name: "Tabela de preços sugeridos" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Amarok Extreme V6/ })).toContainText(
      "R$ 349.990,00",
    );
    // The price is what the page is for: on a phone it shows without scrolling the table sideways.
    const price = page
      .getByRole("row", { name: /Amarok Extreme V6/ })
      .getByRole("cell", { name: "R$ 349.990,00" });
    const box = await price.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).paddingLeft)).toBe(
      "0px",
    );
    await expectNoAxeViolations(page);
    await page.goto("/");
    expect(
      await page.locator("main").evaluate((main) => getComputedStyle(main).paddingLeft),
    ).not.toBe("0px");
  });

  test("a route change shows the full-area spinner until the new page renders", async ({
    page,
  }) => {
    await page.goto("/sob");
    // A click before hydration is a full page load, which has no spinner to show.
    await page.waitForLoadState("networkidle");
    await page.route("**/*", async (route) => {
      if (route.request().headers()["rsc"])
        await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .getByRole("link", { name: "Volkswagen Ofertas: voltar para a página inicial" })
      .click();
    const spinner = page.getByTestId("route-spinner");
    await expect(spinner).toBeVisible();
    await expect(spinner.getByRole("status")).toHaveText("Carregando página");
    await expect(
      page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
    ).toBeVisible();
    await expect(spinner).toBeHidden();

    // Back to the page the click left from: no spinner over it (it stayed up 15 s).
    await page.goBack();
    await expect(page).toHaveURL(/\/sob$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "Encontre o seu Volkswagen",
    );
    await expect(spinner).toHaveCount(0, { timeout: 3_000 });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu is a list of plain links, and buttons that need a script are not shown", async ({
    page,
  }) => {
    await page.goto("/ofertas");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Entrar" })).toBeHidden();
    // The comparison toggles are in the page, hidden: they could not work.
    const toggles = page.locator("article button[aria-pressed]");
    expect(await toggles.count()).toBeGreaterThan(0);
    await expect(toggles.first()).toBeHidden();

    await page.locator("summary", { hasText: /^Menu$/ }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Ajuda" })).toBeVisible();
    await menu.getByRole("link", { name: "Vendas diretas" }).click();
    await expect(page).toHaveURL(/\/ofertas\/vendas-diretas$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vendas diretas" })).toBeVisible();
  });

  test("the location button's place holds a form that shows the page for the place typed", async ({
    page,
  }) => {
    await page.goto("/rede-de-concessionaria");
    await expect(page.getByRole("button", { name: /^Localização: / })).toBeHidden();
    await expect(page.getByRole("button", { name: "Alterar localização" })).toBeHidden();
    const banner = page.getByRole("banner");
    await banner.locator("summary", { hasText: "São Paulo - SP" }).click();
    await banner.getByRole("textbox", { name: "Cidade ou CEP" }).fill("Campinas");
    await banner.getByRole("button", { name: "Confirmar" }).click();
    await expect(page).toHaveURL(/\/rede-de-concessionaria\?coverage=Campinas$/);
    await expect(banner.locator("summary")).toContainText(["Campinas - SP"]);
    await expect(page.getByRole("main")).toContainText("Campinas");
  });

  test("the login button's place holds a link to the login", async ({ page }) => {
    await page.goto("/ofertas");
    await page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/interaction\//);
    await expect(
      page.getByRole("heading", { level: 1, name: "Entrar na conta Volkswagen" }),
    ).toBeVisible();
  });
});

test("with JavaScript the plain menu stays out of the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu" })).toHaveCount(0);
});
