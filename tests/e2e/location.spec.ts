import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const oneDayMs = 24 * 60 * 60 * 1000;

const locationButton = (page: Page, label: string) =>
  page.getByRole("button", { name: `Localização: ${label}. Alterar localização` });

const storage = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);

async function locationCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "vw_location");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

test.describe("choosing a place", () => {
  test("type campinas, choose, confirm: the label changes and the next server render carries it", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await locationButton(page, "São Paulo - SP").click();
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("combobox", { name: "Cidade ou CEP" });
    await expect(input).toHaveAttribute("placeholder", "Digite cidade ou CEP");
    await expect(input).toBeFocused();
    const confirm = dialog.getByRole("button", { name: "Confirmar" });
    await expect(confirm).toBeDisabled();

    await input.fill("campinas");
    const option = dialog.getByRole("option", { name: "Campinas - SP" });
    await expect(option).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(confirm).toBeDisabled();
    await option.click();
    await expect(input).toHaveValue("Campinas - SP");
    await expect(confirm).toBeEnabled();

    // The refresh after confirming asks the server again, with the chosen place in the cookie.
    const serverRender = page.waitForRequest(
      (request) =>
        request.method() === "GET" &&
        new URL(request.url()).pathname === "/" &&
        (request.isNavigationRequest() || request.headers()["rsc"] === "1"),
    );
    await confirm.click();
    const cookieHeader = (await (await serverRender).allHeaders())["cookie"] ?? "";
    expect(decodeURIComponent(cookieHeader)).toContain('"label":"Campinas - SP"');
    await expect(dialog).toBeHidden();
    await expect(locationButton(page, "Campinas - SP")).toBeVisible();
    expect(await locationCookie(context)).toMatchObject({
      label: "Campinas - SP",
      city: "Campinas",
      state: "SP",
      type: "CUSTOM",
    });
    expect(await storage(page, "vw.locationType")).toBe("CUSTOM");

    // The first HTML of the next page is already rendered around Campinas.
    const response = await page.goto("/sob");
    expect(await response?.text()).toContain("Campinas - SP");
    await expect(locationButton(page, "Campinas - SP")).toBeVisible();
  });

  test("keyboard only, and a CEP typed gets its hyphen", async ({ page }) => {
    await page.goto("/");
    const opener = locationButton(page, "São Paulo - SP");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    const input = dialog.getByRole("combobox", { name: "Cidade ou CEP" });
    // The answer to "sao" may arrive first and would reset the active option when "sao p" lands.
    const finalAnswer = page.waitForResponse((response) =>
      /\/api\/v1\/places\?q=sao(%20|\+)p(&|$)/.test(response.url()),
    );
    await expect(input).toBeFocused();
    await page.keyboard.type("sao p");
    await (await finalAnswer).finished();
    await expect(dialog.getByRole("option").first()).toHaveText("São Paulo - SP");
    await expect(dialog.getByRole("option", { name: "São Pedro - SP" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /option-0$/);
    await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("São Paulo - SP");
    await expect(dialog.getByRole("button", { name: "Confirmar" })).toBeEnabled();

    await input.fill("");
    await page.keyboard.type("01310100");
    await expect(input).toHaveValue("01310-100");
    await expect(dialog.getByRole("button", { name: "Confirmar" })).toBeDisabled();
    await expect(dialog.getByRole("option", { name: "01310-100 · São Paulo - SP" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("after a change on a ?coverage= page the top bar names the new place, there and on the next page", async ({
    page,
  }) => {
    await page.goto(`/ofertas?coverage=${encodeURIComponent("Campinas - SP")}`);
    await locationButton(page, "Campinas - SP").click();
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    await dialog.getByRole("combobox", { name: "Cidade ou CEP" }).fill("Parati");
    await dialog.getByRole("option", { name: "Paraty - RJ" }).click();
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Ofertas para Paraty - RJ")).toBeVisible();
    await expect(page).not.toHaveURL(/coverage=/);
    await expect(locationButton(page, "Paraty - RJ")).toBeVisible();

    // The client router renders the new page alone; the top bar stays the one of the first load.
    await page
      .getByRole("link", { name: "Volkswagen Ofertas: voltar para a página inicial" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Ofertas para Paraty - RJ")).toBeVisible();
    await expect(locationButton(page, "Paraty - RJ")).toBeVisible();
  });

  test("after a change from a link followed inside the site the top bar names the new place", async ({
    page,
  }) => {
    await page.goto(`/rede-de-concessionaria?coverage=${encodeURIComponent("Campinas - SP")}`);
    const link = page.getByRole("link", { name: /^Ver ofertas em (?!Campinas - SP)/ }).first();
    const place = ((await link.textContent()) ?? "").replace("Ver ofertas em ", "");
    await link.click();
    await expect(locationButton(page, place)).toBeVisible();

    await locationButton(page, place).click();
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    await dialog.getByRole("combobox", { name: "Cidade ou CEP" }).fill("Parati");
    await dialog.getByRole("option", { name: "Paraty - RJ" }).click();
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("Ofertas para Paraty - RJ")).toBeVisible();
    await expect(locationButton(page, "Paraty - RJ")).toBeVisible();
  });

  test("each opening of the chooser starts with no place chosen", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v1/address-lookup") lookups.push(request.url());
    });
    await page.goto("/");
    await locationButton(page, "São Paulo - SP").click();
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    await dialog.getByRole("combobox", { name: "Cidade ou CEP" }).fill("campinas");
    await dialog.getByRole("option", { name: "Campinas - SP" }).click();
    await dialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(dialog).toBeHidden();
    await expect(locationButton(page, "Campinas - SP")).toBeVisible();
    expect(lookups).toHaveLength(1);

    await locationButton(page, "Campinas - SP").click();
    await expect(dialog.getByRole("combobox", { name: "Cidade ou CEP" })).toHaveValue("");
    // SPEC.md section 5: nothing is chosen in this opening yet.
    await expect(dialog.getByRole("button", { name: "Confirmar" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(lookups).toHaveLength(1);
  });

  test("a coverage query parameter sets the location", async ({ page, context }) => {
    await page.goto("/?coverage=Curitiba%20-%20PR");
    await expect(locationButton(page, "Curitiba - PR")).toBeVisible();
    // The page is the link's, shared by everyone who follows it: its script keeps the place.
    await expect
      .poll(() => locationCookie(context))
      .toMatchObject({ city: "Curitiba", state: "PR" });
  });

  test("a long place name reads whole where the top bar has room", async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "a phone shows the city without its state; the 320 px test reads it whole",
    );
    await page.goto("/?coverage=S%C3%A3o%20Jos%C3%A9%20dos%20Campos%20-%20SP");
    const label = locationButton(page, "São José dos Campos - SP").locator("span").first();
    await expect(label).toHaveText("São José dos Campos - SP");
    expect(await label.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
  });

  test("a change that fails shows the error toast and keeps the previous place", async ({
    page,
  }) => {
    await page.goto("/?coverage=Lugar%20Que%20Nao%20Existe");
    await expect(
      page.getByRole("alert").filter({ hasText: "Erro ao mudar localização" }),
    ).toBeVisible();
    await expect(locationButton(page, "São Paulo - SP")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the browser's position", () => {
  test.describe("granted", () => {
    test.use({
      permissions: ["geolocation"],
      geolocation: { latitude: -25.4284, longitude: -49.2733 },
    });
    test("resolves it through the server on the first visit", async ({ page, context }) => {
      await page.goto("/");
      await expect(locationButton(page, "Curitiba - PR")).toBeVisible();
      expect(await storage(page, "vw.locationType")).toBe("GEOLOCATION");
      expect(await locationCookie(context)).toMatchObject({ type: "GEOLOCATION", state: "PR" });
    });

    test("'Usar minha localização' in the chooser uses it too", async ({ page, context }) => {
      await page.addInitScript(() => {
        localStorage.setItem("vw.location", JSON.stringify("Campinas - SP"));
        localStorage.setItem("vw.locationType", JSON.stringify("CUSTOM"));
      });
      await page.goto("/");
      await locationButton(page, "São Paulo - SP").click();
      await page.getByRole("button", { name: "Usar minha localização" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(locationButton(page, "Curitiba - PR")).toBeVisible();
      expect(await locationCookie(context)).toMatchObject({ type: "GEOLOCATION" });
    });
  });

  test.describe("outside Brazil", () => {
    test.use({
      permissions: ["geolocation"],
      geolocation: { latitude: 48.85, longitude: 2.35 },
      // The position names no place: the look-up's 404, which the browser logs by itself.
      expectedConsoleErrors: [/status of 404 \(Not Found\).*\/api\/v1\/geolocation\?/],
    });
    test("falls back to the default region without a word on the first visit", async ({ page }) => {
      await page.goto("/");
      await expect.poll(() => storage(page, "vw.locationType")).toBe("DEFAULT");
      await expect(locationButton(page, "São Paulo - SP")).toBeVisible();
      // SPEC.md section 8: a failed look-up is a silent, empty result.
      await expect(page.getByText("Erro ao mudar localização")).toHaveCount(0);
    });
  });

  test("denied: the default region, with the time of the fallback stored", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.clock.install({ time: new Date("2026-11-20T12:00:00-03:00") });
    await page.goto("/");
    await expect.poll(() => storage(page, "vw.locationType")).toBe("DEFAULT");
    expect(await storage(page, "vw.location")).toBe("São Paulo - SP");
    const fallbackTime = Number(await storage(page, "vw.defaultRegionTime"));
    const start = new Date("2026-11-20T12:00:00-03:00").getTime();
    expect(fallbackTime).toBeGreaterThanOrEqual(start);
    expect(fallbackTime).toBeLessThan(start + 60_000);
    await expect(locationButton(page, "São Paulo - SP")).toBeVisible();
    expect(await locationCookie(context)).toBeNull();
    await expect(page.getByText("Encontre ofertas perto de você!")).toBeHidden();
  });

  test("the tooltip appears once the default region is a day old", async ({ page }) => {
    const start = new Date("2026-11-20T12:00:00-03:00").getTime();
    await page.clock.install({ time: start });
    await page.goto("/");
    await expect.poll(() => storage(page, "vw.defaultRegionTime")).not.toBeNull();
    const fallbackTime = Number(await storage(page, "vw.defaultRegionTime"));

    await page.clock.setSystemTime(fallbackTime + oneDayMs - 60_000);
    await page.reload();
    await expect(locationButton(page, "São Paulo - SP")).toBeVisible();
    await expect(page.getByText("Encontre ofertas perto de você!")).toBeHidden();

    await page.clock.setSystemTime(fallbackTime + oneDayMs);
    await page.reload();
    const tooltip = page.getByRole("region", { name: "Encontre ofertas perto de você!" });
    await expect(tooltip).toBeVisible();
    await expectNoAxeViolations(page);
    await tooltip.getByRole("button", { name: "Informar localização" }).click();
    await expect(page.getByRole("dialog", { name: "Escolha sua localização" })).toBeVisible();
    await expect(tooltip).toBeHidden();
  });

  test("the keyboard lands on the location button after either of the tooltip's buttons", async ({
    page,
  }) => {
    const start = new Date("2026-11-20T12:00:00-03:00").getTime();
    await page.clock.install({ time: start });
    await page.goto("/");
    await expect.poll(() => storage(page, "vw.defaultRegionTime")).not.toBeNull();
    const fallbackTime = Number(await storage(page, "vw.defaultRegionTime"));
    const opener = locationButton(page, "São Paulo - SP");
    const tooltip = page.getByRole("region", { name: "Encontre ofertas perto de você!" });

    // "Informar localização": the dialog opens, and closing it returns to the location button.
    await page.clock.setSystemTime(fallbackTime + oneDayMs);
    await page.reload();
    await tooltip.getByRole("button", { name: "Informar localização" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Escolha sua localização" });
    await expect(dialog.getByRole("combobox", { name: "Cidade ou CEP" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // "Dispensar aviso": the tooltip goes, and the keyboard stays in the top bar.
    await page.reload();
    await tooltip.getByRole("button", { name: "Dispensar aviso" }).focus();
    await page.keyboard.press("Enter");
    await expect(tooltip).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
