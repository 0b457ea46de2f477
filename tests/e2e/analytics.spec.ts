import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type PushedEvent = { event: string; page_path?: string; site?: string; location_hash?: string };

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: PushedEvent[] }).dataLayer ?? []);
// The home page also reports its offer lists (view_item_list); these journeys follow page views.
const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((event) => event.event === "page_view");

test("no event leaves before consent; accepting releases them in order with the hashed location", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("vw.location", JSON.stringify("Campinas - SP"));
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/sob");
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(banner).toBeVisible();
  await page
    .getByRole("link", { name: "Volkswagen Ofertas: voltar para a página inicial" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
  expect(await dataLayer(page)).toEqual([]);

  await banner.getByRole("button", { name: "Aceitar cookies" }).click();
  await expect(banner).toBeHidden();
  const hash = createHash("sha256").update("campinas - sp").digest("hex");
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        event: "page_view",
        page_path: "/sob",
        page_title: "Tabela de preços sugeridos | Volkswagen | Ofertas",
        site: "offers",
        location_hash: hash,
      },
      {
        event: "page_view",
        page_path: "/",
        page_title: "Volkswagen | Ofertas",
        site: "offers",
        location_hash: hash,
      },
    ]);
  expect(await page.evaluate(() => localStorage.getItem("vw.lastPage"))).toBe('"/sob"');
  expect(JSON.stringify(await dataLayer(page))).not.toContain("Campinas");

  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
  await expect
    .poll(async () => (await pageViews(page)).map((event) => event.event))
    .toEqual(["page_view"]);
  expect(await page.context().cookies()).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: "vw_visitor_id" })]),
  );
});

test("refusing keeps the data layer empty and creates no visitor id", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Recusar" }).click();
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.getByRole("link", { name: "Início" }).click();
  expect(await dataLayer(page)).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "vw_visitor_id",
  );
});

test("the footer's Preferências de cookies withdraws consent as easily as it was given", async ({
  page,
}) => {
  await page.goto("/sob");
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await banner.getByRole("button", { name: "Aceitar cookies" }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain("vw_visitor_id");
  await page.reload();
  await expect(banner).toBeHidden();

  // Keyboard only: open the footer's links, follow the link, and Tab goes on into the banner,
  // which asks again as on a first visit: the stored choice and the visitor id are forgotten.
  await page.getByText("Links do rodapé").click();
  const preferences = page.getByRole("link", { name: "Preferências de cookies" });
  await preferences.focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("vw.cookieConsent"))).toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "vw_visitor_id",
  );
  await expect(banner.getByRole("button", { name: "Recusar" })).toBeEnabled();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Recusar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("vw.cookieConsent"))).toBe('"rejected"');

  // From now on nothing reaches the data layer, and a new page keeps the new choice.
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await dataLayer(page)).toEqual([]);
});

test("a stored value that does not parse is discarded without breaking the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("vw.cookieConsent", "{broken");
    localStorage.setItem("vw.latLng", '"nowhere"');
  });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
  // The banner comes with the HTML; the value is discarded once the page's script runs.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("vw.cookieConsent"))).toBeNull();
});

test.describe("the banner before the page's scripts run", () => {
  // The scripts are held back on purpose: the browser reports each refused chunk.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

  test("comes with the page's HTML, its buttons waiting for the scripts; a visitor who chose never sees it", async ({
    page,
  }) => {
    await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort("failed"));
    await page.goto("/ofertas");
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Aceitar cookies" })).toBeDisabled();

    await page.evaluate(() => localStorage.setItem("vw.cookieConsent", '"rejected"'));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-consent", "decided");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("is early in the HTML, so it paints with the top bar instead of after the listing", async ({
    request,
  }) => {
    const html = await (await request.get("/ofertas")).text();
    const banner = html.indexOf("Usamos cookies de análise");
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf("<main"));
    expect(banner).toBeLessThan(html.indexOf("<h1"));
  });
});
