import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "./fixtures";
import { e2eApiKey, storefrontPort } from "./ports";

// The product as `npm start` runs it (storefront, identity provider, mail catcher) on its own
// ports and database, stopped the way an orchestrator stops a container: SIGTERM.
const port = storefrontPort + 20;
const baseUrl = `http://localhost:${port}`;

function startProduct(folder: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "ignore"],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      OFFERS_ORIGIN: baseUrl,
      PGLITE_DIR: folder,
      DATABASE_URL: "",
      IDENTITY_PORT: String(port + 1),
      OIDC_ISSUER: `http://localhost:${port + 1}`,
      SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
      MAIL_CATCHER_WEB_PORT: String(port + 3),
      API_KEY: e2eApiKey,
      LOG_LEVEL: "warn",
      // One address sends every lead of this test; the limits have their own tests.
      RATE_LIMIT_MULTIPLIER: "1000",
      NEXT_TELEMETRY_DISABLED: "1",
      // Long enough for the checks made while it drains, on a busy machine too.
      SHUTDOWN_DRAIN_MS: "5000",
    },
  });
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the product did not start");
}

/** Next.js's server process, the child of `npm start` that runs `next start`. */
function storefrontPid(parent: number): number {
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parentPid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parentPid === parent && command.includes("next")) return Number(entry);
    } catch {
      // the process ended while the list was read
    }
  }
  throw new Error("the storefront process was not found");
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on("exit", resolve),
  );
}

test.describe("shutdown", () => {
  test.skip(({ isMobile }) => isMobile, "one server process; the desktop run covers it");
  test.setTimeout(240_000);

  let folder = "";
  let product: ChildProcess | undefined;

  test.afterAll(() => {
    if (product?.pid && product.exitCode === null) process.kill(-product.pid, "SIGKILL");
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("SIGTERM finishes every request in flight, keeps every accepted lead, then refuses new ones", async () => {
    folder = path.join(mkdtempSync(path.join(tmpdir(), "storefront-shutdown-")), "pglite");
    product = startProduct(folder);
    await waitForHealth(product);

    const headers = { "api-key": e2eApiKey, "content-type": "application/json" };
    const listing = (await (
      await fetch(`${baseUrl}/api/v1/offers/byPage?page=1&size=1`, { headers })
    ).json()) as { offers: { id: number }[] };
    const offerId = listing.offers[0]?.id;
    const nearby = (await (
      await fetch(`${baseUrl}/api/v1/offers/dealers?offerId=${offerId}`, { headers })
    ).json()) as { dealers: { code: string }[] };
    const dealerCode = nearby.dealers[0]?.code;
    expect(dealerCode).toBeTruthy();
    // Rendered once, so the requests below measure work, not the first compilation of a route.
    await fetch(`${baseUrl}/ofertas`, { headers: { cookie: "vw_visitor_id=shutdown" } });

    // A returning visitor's listing is rendered per request: 30 of them queue on the server.
    const pages = Array.from({ length: 30 }, (_, index) =>
      fetch(`${baseUrl}/ofertas?pagina=1`, {
        headers: { cookie: `vw_visitor_id=shutdown-${index}` },
      }).then(async (response) => ({ status: response.status, body: await response.text() })),
    );
    const leads = Array.from({ length: 10 }, (_, index) =>
      fetch(`${baseUrl}/api/v1/leads`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          kind: "purchase",
          offerId,
          dealerCode,
          name: "Cliente em Desligamento",
          email: `desligamento.${index}@exemplo.com.br`,
          phone: "(11) 98765-4321",
          preferredContact: 1,
          consent: true,
        }),
      }).then((response) => response.status),
    );

    // The signal comes once the server has answered one of them: the rest are in flight.
    await Promise.race(pages);
    const stopped = exited(product);
    const server = storefrontPid(product.pid ?? 0);
    process.kill(product.pid ?? 0, "SIGTERM");
    // The server gets the signal twice, as with Ctrl-C in a terminal (the whole group, then the
    // forward from npm start): the second must not cut the drain short.
    process.kill(server, "SIGTERM");

    // Draining: not ready for new traffic, yet alive and still answering.
    await expect.poll(async () => (await fetch(`${baseUrl}/api/v1/health/ready`)).status).toBe(503);
    const ready = (await (await fetch(`${baseUrl}/api/v1/health/ready`)).json()) as {
      error: { message: string };
    };
    expect(ready.error.message).toBe(
      "Instância em desligamento: as novas requisições vão para outra.",
    );
    expect((await fetch(`${baseUrl}/api/v1/health/live`)).status).toBe(200);

    const pageAnswers = await Promise.all(pages);
    const leadStatuses = await Promise.all(leads);
    expect(pageAnswers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const answer of pageAnswers) expect(answer.body).toContain("</html>");
    expect(leadStatuses).toEqual(Array(10).fill(201));

    expect(await stopped).toBe(0);
    await expect(fetch(`${baseUrl}/ofertas`)).rejects.toThrow();

    // Every lead the shopper was told about is in the database the next start opens.
    const database = new PGlite(folder);
    const saved = await database.query<{ count: number }>(
      "select count(*)::int as count from leads where email like 'desligamento.%'",
    );
    await database.close();
    expect(saved.rows[0]?.count).toBe(10);
  });
});
