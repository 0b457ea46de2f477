import { expect, test } from "./fixtures";
import { logInAsRegisteredOwner } from "./owner-session";
import { identityUrl } from "./ports";
import { ownerRoutes, visitorRoutes } from "./route-table";

/** Every route of SPEC.md's table, as a visitor asks for it (owner pages answer with a redirect). */
const routes = [...visitorRoutes, ...ownerRoutes];

function expectCommonHeaders(headers: Record<string, string>, label: string) {
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("geolocation=(self)");
  expect(headers["x-frame-options"], label).toBe("DENY");
  // Plain http here: HSTS is for https answers only.
  expect(headers["strict-transport-security"], label).toBeUndefined();
}

test("every page of the route table sends the security headers and a nonce policy", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const route of routes) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBeLessThan(500);
    const headers = response.headers();
    expectCommonHeaders(headers, route);
    const policy = headers["content-security-policy"] ?? "";
    expect(policy, route).toContain("frame-ancestors 'none'");
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scripts, route).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    expect(nonce, route).toBeTruthy();
    nonces.add(nonce ?? "");
    if (response.status() === 200) {
      // Every script element Next.js wrote carries this answer's nonce.
      const html = await response.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = scriptTags.filter((tag) => !tag.includes("application/ld+json"));
      expect(executable.length, route).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, route).toContain(`nonce="${nonce}"`);
    }
  }
  // Each page its own render and nonce; a shared page keeps its nonce with its body (decision 037).
  expect(nonces.size, "a nonce of its own per page").toBe(routes.length);
});

test("API answers, refusals and static files send the headers too", async ({ request }) => {
  const answers = [
    await request.get("/api/v1/health"),
    await request.get("/api/v1/products"),
    await request.fetch("/api/v1/health", { method: "TRACE" }),
  ];
  for (const response of answers) {
    const label = `${response.url()} ${response.status()}`;
    expectCommonHeaders(response.headers(), label);
    expect(response.headers()["content-security-policy"], label).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
  const html = await (await request.get("/")).text();
  const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeTruthy();
  // The files the proxy never sees carry a policy of their own: an SVG opened alone runs nothing.
  for (const file of [stylesheet ?? "", "/icon.svg", "/favicon.ico"]) {
    const headers = (await request.get(file)).headers();
    expectCommonHeaders(headers, file);
    expect(headers["content-security-policy"], file).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  }
});

test("a page runs under its policy with no violation, and the identity pages send theirs", async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/ofertas");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The client router took over: a script loaded by the nonced ones ran.
  await page.getByRole("link", { name: "Ofertas" }).first().hover();
  expect(violations).toEqual([]);

  const discovery = await request.get(`${identityUrl}/.well-known/openid-configuration`);
  expect(discovery.status()).toBe(200);
  const headers = discovery.headers();
  expectCommonHeaders(headers, "identity provider");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'sha256-[^']+'(;|$)/);
});

test.describe("forms that parse in the browser", () => {
  // The embedded provider's own pages have no favicon.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("run under the policy without a violation, zod's eval probe included", async ({ page }) => {
    // A caught violation never reaches the console; the page's own event does.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const seen = (window as unknown as { violations?: string[] }).violations ?? [];
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        (window as unknown as { violations?: string[] }).violations = seen;
      });
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? []);
    await logInAsRegisteredOwner(page, "/minha-conta");
    await expect(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
    await expect(page.getByLabel("Nome completo")).not.toHaveValue("");
    expect(await violations()).toEqual([]);
    await page.goto("/garagem");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test("liveness answers without the database, readiness with it", async ({ request }) => {
  const live = await request.get("/api/v1/health/live");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok", uptimeSeconds: expect.any(Number) });
  const ready = await request.get("/api/v1/health/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ok", database: "ok" });
});
