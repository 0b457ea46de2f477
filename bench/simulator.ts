// `npm run bench:simulator`: shows that the financing simulator costs an offer page nothing until
// a shopper opens it. Loads an offer page in Chromium on the production build, counts the script
// bytes transferred on the first load, then opens the simulator and counts what arrives on demand.
// Writes bench/results/simulator-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { chromium, type Response } from "@playwright/test";
import { loadEnvironment } from "../scripts/environment";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3412);
// Literals that exist only in the dialog's code (its analytics slot and its API call).
const dialogMarkers = ["simulador-financiamento", "/api/v1/financing/rates"];

await loadEnvironment();
buildWhenNeeded();

interface Transfer {
  url: string;
  bytes: number;
  hasDialogCode: boolean;
}

async function transfer(response: Response): Promise<Transfer> {
  const [sizes, body] = await Promise.all([
    response.request().sizes(),
    response.text().catch(() => ""),
  ]);
  return {
    url: new URL(response.url()).pathname,
    bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    hasDialogCode: dialogMarkers.some((marker) => body.includes(marker)),
  };
}

const server = await startBenchServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const apiKey = process.env.API_KEY ?? "";
  const { offers } = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?page=1&size=12`, {
      headers: { "api-key": apiKey },
    })
  ).json()) as { offers: { slug: string }[] };
  const slug = offers[0]?.slug;
  if (!slug) throw new Error("no offer to measure");
  await fetch(`${server.baseUrl}/ofertas/${slug}`); // warm the server as a deployed one would be

  const page = await browser.newPage();
  const pending: Promise<Transfer & { kind: string }>[] = [];
  page.on("response", (response) => {
    const kind = response.request().resourceType();
    if (kind === "script" || response.url().includes("/api/v1/financing/"))
      pending.push(transfer(response).then((item) => ({ ...item, kind })));
  });

  await page.goto(`${server.baseUrl}/ofertas/${slug}`, { waitUntil: "networkidle" });
  const firstLoad = await Promise.all(pending.splice(0));

  await page.getByRole("button", { name: "Simular financiamento" }).click();
  await page.getByTestId("simulation-instalment").waitFor();
  await page.waitForLoadState("networkidle");
  const onDemand = await Promise.all(pending.splice(0));

  const sum = (items: Transfer[]) => items.reduce((total, item) => total + item.bytes, 0);
  const scripts = (items: (Transfer & { kind: string })[]) =>
    items.filter((item) => item.kind === "script");
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      node: process.version,
    },
    page: `/ofertas/${slug}`,
    firstLoad: {
      scripts: scripts(firstLoad).length,
      scriptBytes: sum(scripts(firstLoad)),
      scriptsWithDialogCode: firstLoad.filter((item) => item.hasDialogCode).map((item) => item.url),
      financingApiCalls: firstLoad.filter((item) => item.kind !== "script").length,
    },
    onOpen: {
      scripts: scripts(onDemand).length,
      scriptBytes: sum(scripts(onDemand)),
      scriptsWithDialogCode: onDemand.filter((item) => item.hasDialogCode).map((item) => item.url),
      rateTableBytes: sum(onDemand.filter((item) => item.kind !== "script")),
    },
  };
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/simulator-${results.date.slice(0, 10)}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  console.log(JSON.stringify(results, null, 2));
  console.log(`\nWritten to ${file}`);
} finally {
  await browser.close();
  await server.stop();
}
