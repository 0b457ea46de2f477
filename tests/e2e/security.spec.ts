import { type ChildProcess, spawn } from "node:child_process";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eApiKey, storefrontPort } from "./ports";

type ErrorJson = { error: { code: string; message: string } };

test.describe("requests the router cannot serve", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP answers; the desktop run covers them");

  for (const path of ["/api/v1/geolocation/%C0%AE", "/%", "/ofertas/%C0%AE"]) {
    test(`malformed percent-encoding in ${path} is a 400 in the error shape`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { "api-key": e2eApiKey } });
      expect(response.status()).toBe(400);
      expect(((await response.json()) as ErrorJson).error).toEqual({
        code: "VALIDATION_ERROR",
        message: "Endereço inválido: a codificação por cento (%) está malformada.",
      });
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

  test("the public api-key alone changes nothing", async ({ request }) => {
    const response = await request.post("/api/v1/offers/enableNegotiationFlagById", {
      headers: { "api-key": e2eApiKey },
      data: { id: 1, enabled: false },
    });
    expect(response.status()).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("UNAUTHORIZED");
  });
});

// A storefront whose database cannot be reached: every page that reads it fails on the server.
// It is a second server of the same build, so the failure is real and nothing in the product
// exists only for this test.
test.describe("a server error", () => {
  const port = storefrontPort + 10;
  let server: ChildProcess | undefined;
  const logLines: string[] = [];

  test.beforeAll(async () => {
    server = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "--port", String(port)],
      {
        env: {
          ...process.env,
          PORT: String(port),
          PUBLIC_BASE_URL: `http://localhost:${port}`,
          OFFERS_ORIGIN: `http://localhost:${port}`,
          DATABASE_URL: "postgres://storefront@127.0.0.1:9/indisponivel",
          API_KEY: e2eApiKey,
          LOG_LEVEL: "info",
          NEXT_TELEMETRY_DISABLED: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    for (const stream of [server.stdout, server.stderr]) {
      stream?.on("data", (chunk: Buffer) => logLines.push(...String(chunk).split("\n")));
    }
    for (let attempt = 0; attempt < 120; attempt += 1) {
      try {
        await fetch(`http://localhost:${port}/api/v1/openapi.json`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    throw new Error("the second storefront did not start");
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
