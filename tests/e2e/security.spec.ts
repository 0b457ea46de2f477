import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eApiKey, identityUrl, storefrontPort } from "./ports";

type ErrorJson = { error: { code: string; message: string } };

test.describe("requests the router cannot serve", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP answers; the desktop run covers them");

  test("malformed percent-encoding in an API path is a 400 in the error shape", async ({
    request,
  }) => {
    const response = await request.get("/api/v1/geolocation/%C0%AE", {
      headers: { "api-key": e2eApiKey },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Endereço inválido: a codificação por cento (%) está malformada.",
    });
  });

  for (const path of ["/%", "/ofertas/%C0%AE", "/ofertas/a%00b"]) {
    test(`a page address the router cannot read (${path}) is the pt-BR not-found page`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain("Página não encontrada");
    });
  }

  test("TRACE is a 405 with Allow in the error shape", async ({ request }) => {
    const response = await request.fetch("/api/v1/health", { method: "TRACE" });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(((await response.json()) as ErrorJson).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  test("a method a route does not answer is a 405 naming the ones it does", async ({ request }) => {
    const response = await request.delete("/api/v1/leads", { headers: { "api-key": e2eApiKey } });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("POST, OPTIONS");
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      "Método não permitido nesta rota. Use POST, OPTIONS.",
    );
  });

  test("a return path that a browser would read as another host sends the visitor home", async ({
    request,
  }) => {
    // "/.//evil.example" stays on the site when resolved, but came out as "//evil.example".
    for (const back of ["/.//evil.example/", "/ofertas/..//evil.example/"]) {
      const response = await request.get(
        `/api/v1/auth-redirect/session?id_token=x&access_token=y&expires_in=60&redirectToBack=${encodeURIComponent(back)}`,
        { maxRedirects: 0 },
      );
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe("/");
    }
  });

  test("a body nested thousands of levels deep is a 400, never a 500", async ({ request }) => {
    const response = await request.post("/api/v1/leads", {
      headers: { "api-key": e2eApiKey, "content-type": "application/json" },
      data: "[".repeat(30_000) + "]".repeat(30_000),
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toEqual({
      code: "VALIDATION_ERROR",
      message: "O corpo da requisição tem mais de 32 níveis de listas ou objetos.",
    });
  });

  test("the public api-key alone changes nothing", async ({ request }) => {
    const response = await request.post("/api/v1/offers/enableNegotiationFlagById", {
      headers: { "api-key": e2eApiKey },
      data: { id: 1, enabled: false },
    });
    expect(response.status()).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("UNAUTHORIZED");
  });
});

// A second server of the same build, on its own port and database, so the failure is real and
// nothing in the product exists only for these tests.
function startSecondStorefront(
  port: number,
  database: Record<string, string>,
  logLines: string[],
): ChildProcess {
  const server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "--port", String(port)],
    {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_BASE_URL: `http://localhost:${port}`,
        OFFERS_ORIGIN: `http://localhost:${port}`,
        API_KEY: e2eApiKey,
        LOG_LEVEL: "info",
        NEXT_TELEMETRY_DISABLED: "1",
        ...database,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk: Buffer) => logLines.push(...String(chunk).split("\n")));
  }
  return server;
}

async function waitForStart(port: number): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await fetch(`http://localhost:${port}/api/v1/openapi.json`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`the storefront on port ${port} did not start`);
}

// A storefront whose database cannot be reached answers every page with the plain 503 page,
// from the proxy, instead of an error page per request.
test.describe("a database that cannot be reached", () => {
  const port = storefrontPort + 10;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    server = startSecondStorefront(
      port,
      { DATABASE_URL: "postgres://storefront@127.0.0.1:9/indisponivel" },
      [],
    );
    await waitForStart(port);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test.use({ expectedConsoleErrors: [/status of 503/] });

  test("pages answer the pt-BR 503 page, asking to come back in a few seconds", async ({
    page,
    request,
  }) => {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/ofertas`)).status())
      .toBe(503);
    const response = await page.goto(`http://localhost:${port}/ofertas`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("5");
    await expect(
      page.getByRole("heading", { name: "Serviço temporariamente indisponível" }),
    ).toBeVisible();
    await expect(page.getByText("Nenhum dado seu foi perdido.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Tentar novamente" })).toBeVisible();
    await expectNoAxeViolations(page);
    const api = await request.get(`http://localhost:${port}/api/v1/offers/byPage?page=1&size=12`, {
      headers: { "api-key": e2eApiKey },
    });
    expect(api.status()).toBe(503);
    expect(((await api.json()) as ErrorJson).error.code).toBe("SERVICE_UNAVAILABLE");
  });
});

// A database that answers but lacks the tables a page reads (a release whose migration did not
// run): the page fails on the server, and the visitor gets the error page with its reference.
test.describe("a server error", () => {
  const port = storefrontPort + 11;
  let server: ChildProcess | undefined;
  const logLines: string[] = [];

  test.beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "storefront-partial-schema-"));
    // Only the table the availability probe reads: the database is up, the offers are not there.
    const partial = new PGlite(folder);
    await partial.exec("create table dealers (id integer)");
    await partial.close();
    server = startSecondStorefront(port, { DATABASE_URL: "", PGLITE_DIR: folder }, logLines);
    await waitForStart(port);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  // The document answers 500, and React reports the server's failure (#441, its text omitted in
  // production) in the console: both are the failure this test causes.
  test.use({ expectedConsoleErrors: [/status of 500|Minified React error #441/] });

  test("shows the pt-BR error page with a reference that names the server's log line", async ({
    page,
  }) => {
    await page.goto(`http://localhost:${port}/ofertas`);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Ocorreu um erro inesperado:")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Não conseguimos carregar esta página agora." }),
    ).toBeVisible();
    const body = await page.locator("body").innerText();
    expect(body).not.toMatch(/Server Components render|omitted in production|Application error/);
    const reference = (await page.locator("code").first().textContent())?.trim() ?? "";
    expect(reference).toMatch(/^\w+$/);
    await expect
      .poll(() =>
        logLines.some((line) => line.includes('"msg":"server error"') && line.includes(reference)),
      )
      .toBe(true);
    const logged =
      logLines.find((line) => line.includes('"msg":"server error"') && line.includes(reference)) ??
      "";
    expect(JSON.parse(logged)).toMatchObject({ digest: reference, path: "/ofertas" });
    await expectNoAxeViolations(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`error-page-${width}.png`) });
    }
  });
});

// The proxy and the route handlers are separate bundles, each with its own copy of the OIDC
// client, sharing what the provider published. A fresh server whose first use of it is the proxy
// checking a session must still start a login.
test.describe("a login started after the proxy checked a session", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP answers; the desktop run covers them");
  const port = storefrontPort + 12;
  let server: ChildProcess | undefined;
  const logLines: string[] = [];

  test.beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "storefront-first-session-"));
    const migrated = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: folder },
      encoding: "utf8",
    });
    expect(migrated.status, migrated.stderr).toBe(0);
    const database = { DATABASE_URL: "", PGLITE_DIR: folder, OIDC_ISSUER: identityUrl };
    server = startSecondStorefront(port, database, logLines);
    await waitForStart(port);
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("goes to the provider, not to a server error", async ({ request }) => {
    const base = `http://localhost:${port}`;
    // A session the proxy cannot verify: it fetches the provider's keys to find that out.
    const forged = `${Buffer.from('{"alg":"RS256","kid":"k"}').toString("base64url")}.e30.AAAA`;
    const page = await request.get(`${base}/recall`, {
      headers: { cookie: `id_token=${forged}; exp_aut=${Date.now() + 60_000}` },
      maxRedirects: 0,
    });
    expect(page.status()).toBeLessThan(500);
    const start = await request.get(`${base}/api/v1/auth-redirect/login?redirectToBack=%2F`, {
      maxRedirects: 0,
    });
    expect(start.status(), logLines.join("\n")).toBe(303);
    expect(start.headers().location).toMatch(new RegExp(`^${identityUrl}/auth\\?`));
  });
});

test.describe("rate limits on the production build", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP answers; the desktop run covers them");

  test("an address guessing dealers' secrets is refused with 429, Retry-After and a pt-BR message", async ({
    request,
  }) => {
    // The counts live in the database the build talks to: a store that cannot be reached lets
    // every request through (decision 019), so only a real 429 shows the limit counts.
    const answered: number[] = [];
    let refusal: Awaited<ReturnType<typeof request.post>> | undefined;
    // 30 in 10 minutes per address, times the journeys' RATE_LIMIT_MULTIPLIER of 20; a retry of
    // this test finds the address's count already spent. Each attempt names another address in
    // X-Forwarded-For: with no proxy in front, the count is the connection's (decision 061).
    for (let attempt = 0; attempt < 700 && !refusal; attempt += 1) {
      const response = await request.post("/api/v1/dealers/auth-token", {
        headers: {
          "api-key": e2eApiKey,
          "x-forwarded-for": `198.51.${Math.floor(attempt / 250)}.${attempt % 250}`,
          "x-real-ip": `203.0.113.${attempt % 250}`,
        },
        data: {
          grant_type: "client_credentials",
          client_id: `dealer-${10000 + (attempt % 50)}`,
          client_secret: "errado",
        },
      });
      if (response.status() === 429) refusal = response;
      else answered.push(response.status());
    }
    expect(refusal, "no 429 after 700 wrong secrets").toBeDefined();
    expect(answered.length).toBeLessThanOrEqual(600);
    expect(answered.every((status) => status === 401)).toBe(true);
    expect(Number(refusal?.headers()["retry-after"])).toBeGreaterThan(0);
    const body = (await refusal?.json()) as ErrorJson;
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(
      /^Muitas tentativas de obter token desta conexão\. Tente novamente em \d+ minutos?\.$/,
    );
  });
});
