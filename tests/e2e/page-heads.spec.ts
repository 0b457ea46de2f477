import { expect, test } from "./fixtures";
import { logInAsRegisteredOwner } from "./owner-session";
import { ownerRoutes, visitorRoutes } from "./route-table";

const siteTitle = "Volkswagen | Ofertas";

/** Each listing with the title a visitor reads in the tab. */
const pages = [
  { path: "/", title: siteTitle },
  { path: "/ofertas", title: `Ofertas Volkswagen | ${siteTitle}` },
  { path: "/ofertas/modelo", title: `Ofertas por modelo | ${siteTitle}` },
  {
    path: "/ofertas/rede-de-concessionaria",
    title: `Ofertas da rede de concessionárias | ${siteTitle}`,
  },
  {
    path: "/ofertas/rede-de-concessionaria/modelo",
    title: `Ofertas da rede de concessionárias por modelo | ${siteTitle}`,
  },
  { path: "/ofertas/vendas-diretas", title: `Vendas diretas | ${siteTitle}` },
  { path: "/ofertas/vendas-diretas/modelo", title: `Vendas diretas por modelo | ${siteTitle}` },
  { path: "/ofertas/comparar", title: `Comparar ofertas | ${siteTitle}` },
  { path: "/rede-de-concessionaria", title: `Rede de concessionárias | ${siteTitle}` },
  { path: "/sob", title: `Tabela de preços sugeridos | ${siteTitle}` },
];

function headOf(html: string) {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogUrl: meta("property", "og:url"),
    ogType: meta("property", "og:type"),
  };
}

test("every page has its own title ending with the site's, its own description and Open Graph tags", async ({
  request,
}) => {
  const descriptions = new Set<string>();
  for (const page of pages) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const head = headOf(await response.text());
    expect(head.title, page.path).toBe(page.title);
    expect(head.description, page.path).toBeTruthy();
    descriptions.add(head.description ?? "");
    expect(head.ogTitle, page.path).toBeTruthy();
    expect(head.ogType, page.path).toBe("website");
    expect(head.ogUrl, page.path).toMatch(/^http/);
  }
  expect(descriptions.size, "one description per page").toBe(pages.length);

  // An offer page: the offer's title, then the site's.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const offerUrl = /<loc>(http[^<]*\/ofertas\/[a-z0-9-]+-[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  expect(offerUrl).toBeTruthy();
  const offerHead = headOf(await (await request.get(new URL(offerUrl ?? "").pathname)).text());
  expect(offerHead.title).toMatch(/ \| Volkswagen \| Ofertas$/);
  expect(offerHead.title).not.toBe(siteTitle);
});

/** A page's own name, then the site's, once: "Minha garagem | Volkswagen | Ofertas". */
function expectOwnTitle(title: string | undefined, route: string) {
  expect(title, route).toMatch(/^[^|]+ \| Volkswagen \| Ofertas$/);
}

test.describe("titles", () => {
  // The confirmation without a booking of the owner is the not-found page, with its own title.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("every page of the route table names itself once before the site's title", async ({
    request,
    page,
  }) => {
    for (const route of visitorRoutes.filter((path) => path !== "/" && !path.startsWith("/?"))) {
      const response = await request.get(route);
      expectOwnTitle(headOf(await response.text()).title, route);
    }
    await logInAsRegisteredOwner(page, "/garagem");
    let withoutRobots = 0;
    for (const route of ownerRoutes) {
      const response = await page.goto(route);
      expectOwnTitle(await page.title(), route);
      // No crawler holds a session (see the next test): a robots rule here would guard nothing.
      // The confirmation without a booking is the not-found page, which keeps its own.
      if (response?.status() === 200) {
        await expect(page.locator('meta[name="robots"]'), route).toHaveCount(0);
        withoutRobots += 1;
      }
    }
    expect(withoutRobots).toBe(ownerRoutes.length - 1);
  });
});

test("a crawler never reaches an owner's page: it is sent to the login, or to the scheduling home", async ({
  request,
}) => {
  for (const route of ownerRoutes.filter((path) => path !== "/agendamento/servicos")) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(307);
    // Back to the very page after the login, the garage's view included.
    expect(response.headers().location, route).toContain(
      `/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent(route)}`,
    );
  }
  // A visitor's /agendamento/servicos is the scheduling home, listed under its own address.
  const html = await (await request.get("/agendamento/servicos")).text();
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toMatch(/\/agendamento$/);
  expect(html).not.toContain('name="robots"');
});

test("the favicon answers, robots.txt names the sitemap and the sitemap lists the offer pages", async ({
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/icon/);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect(robotsText).toContain("Disallow: /api/");

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locations).toContain("/ofertas");
  const offerPaths = locations.filter((path) => /^\/ofertas\/[a-z0-9]+(-[a-z0-9]+)+$/.test(path));
  const listings = ["/ofertas/rede-de-concessionaria", "/ofertas/vendas-diretas"];
  const offers = offerPaths.filter((path) => !listings.includes(path));
  // The seeded catalogue has over two hundred offers; each one has its page in the sitemap.
  expect(offers.length).toBeGreaterThan(100);
  const firstOffer = await request.get(offers[0] ?? "");
  expect(firstOffer.status()).toBe(200);
});

test("a page carries its stylesheet once, as a cached file, not inlined", async ({ request }) => {
  const html = await (await request.get("/ofertas")).text();
  expect(html).not.toMatch(/<style[^>]*>[^<]{2000,}/);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)];
  expect(stylesheets.length).toBeGreaterThan(0);
  // The stylesheet's rules are not repeated inside the page's RSC payload either.
  const css = await (await request.get(stylesheets[0]?.[1] ?? "")).text();
  const sample = css.slice(200, 260);
  expect(html).not.toContain(sample);
});
