// `npm run bench`: production build, Lighthouse (mobile) over the pages, autocannon over the API;
// writes bench/results/<date>.json and a Markdown summary beside it.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnvironment } from "../scripts/environment";
import {
  firstLoadTable,
  measureFirstLoadJs,
  ownerPages,
  visitorPages,
  type PageJs,
} from "./first-load-js";
import { startBaselineServer, type BaselineServer } from "./baseline-server";
import { auditPage, type PageScore } from "./lighthouse";
import { loadTest, type LoadResult } from "./load";
import { cookieHeader, registeredOwnerCookies } from "./owner-journey";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3200);
// A place chosen in the location dialog, as the browser keeps it.
const returningShopperPlace = `vw_location=${encodeURIComponent(
  JSON.stringify({
    label: "Campinas - SP",
    latitude: -22.90556,
    longitude: -47.06083,
    state: "SP",
    city: "Campinas",
    type: "CUSTOM",
  }),
)}`;

// The same HTML as /ofertas served as a file by the same server: the baseline SSR is held to.
const staticCopy = "public/bench-static/ofertas.html";
// `npm run bench -- --api`: the API and the places provider only, without Lighthouse.
const apiOnly = process.argv.includes("--api");

/** The embedded places provider's memory after load, measured in a fresh process. */
function placesMemory(): PlacesMemory {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--conditions=react-server", "--import", "tsx", "bench/places-memory.ts"],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`places memory failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as PlacesMemory;
}

interface PlacesMemory {
  municipalities: number;
  exactCoordinates: number;
  loadMs: number;
  heapUsedMiB: number;
  rssMiB: number;
}

await loadEnvironment();
buildWhenNeeded();

let server = await startBenchServer(port);
let baseline: BaselineServer | undefined;
const lighthouseScores: PageScore[] = [];
const load: LoadResult[] = [];
let firstLoadJs: PageJs[] = [];
try {
  await fetch(`${server.baseUrl}/`); // first render warms the server, as a deployed instance would be
  const apiKeyHeader = { "api-key": process.env.API_KEY ?? "" };
  const firstOffer = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?size=1`, { headers: apiKeyHeader })
  ).json()) as { offers: { slug: string }[] };
  const pages = [
    "/",
    "/ofertas",
    `/ofertas/${firstOffer.offers[0]?.slug ?? ""}`,
    "/ajuda",
    "/ajuda/perguntas-frequentes",
    "/recall",
  ];
  firstLoadJs = await measureFirstLoadJs(
    server.baseUrl,
    visitorPages(firstOffer.offers[0]?.slug ?? ""),
  );
  const owner = cookieHeader(await registeredOwnerCookies(server.baseUrl, port));
  firstLoadJs.push(...(await measureFirstLoadJs(server.baseUrl, ownerPages, owner)));
  // The bare Next.js baseline renders the very offers this server lists first.
  const firstPage = await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?page=1&size=12`, { headers: apiKeyHeader })
  ).text();
  console.log("Building the bare Next.js baseline ...");
  baseline = await startBaselineServer(firstPage, port + 10);
  // The framework's own floor: a bare Next.js page with no client component of its own.
  const [floor] = await measureFirstLoadJs(baseline.baseUrl, ["/cards-static"]);
  if (floor) firstLoadJs.push({ ...floor, path: "bare Next.js page (framework floor)" });
  mkdirSync("public/bench-static", { recursive: true });
  writeFileSync(staticCopy, await (await fetch(`${server.baseUrl}/ofertas`)).text());
  // next start serves only the public files present when it starts.
  await server.stop();
  server = await startBenchServer(port);
  await fetch(`${server.baseUrl}/`);
  for (const path of apiOnly ? [] : pages) {
    console.log(`Lighthouse ${path} ...`);
    lighthouseScores.push(await auditPage(server.baseUrl, path));
  }
  if (!apiOnly) {
    // The framework's own floor: the bare Next.js page of the same 12 cards, prerendered.
    console.log("Lighthouse bare Next.js page ...");
    const floor = await auditPage(baseline.baseUrl, "/cards-static");
    lighthouseScores.push({ ...floor, path: "bare Next.js page (framework floor)" });
  }
  const apiKey = process.env.API_KEY ?? "";
  console.log("autocannon ...");
  load.push(
    await loadTest("health", server.baseUrl, "/api/v1/health", {
      connections: 100,
      durationSeconds: 10,
    }),
  );
  load.push(
    await loadTest("products", server.baseUrl, "/api/v1/products", {
      connections: 100,
      durationSeconds: 10,
      headers: { "api-key": apiKey },
    }),
  );
  // Warm the places index (loaded lazily once per process) before measuring autocomplete.
  await fetch(`${server.baseUrl}/api/v1/places?q=sao`, { headers: { "api-key": apiKey } });
  load.push(
    await loadTest("places autocomplete", server.baseUrl, "/api/v1/places?q=sao%20p", {
      connections: 50,
      durationSeconds: 10,
      headers: { "api-key": apiKey },
    }),
  );
  load.push(
    await loadTest("offers byPage", server.baseUrl, "/api/v1/offers/byPage?page=1&size=12", {
      connections: 100,
      durationSeconds: 10,
      headers: { "api-key": apiKey },
    }),
  );
  load.push(
    await loadTest("offers byPage (50)", server.baseUrl, "/api/v1/offers/byPage?page=1&size=12", {
      connections: 50,
      durationSeconds: 10,
      headers: { "api-key": apiKey },
    }),
  );
  load.push(
    await loadTest("baseline constant JSON (50)", baseline.baseUrl, "/api/constant", {
      connections: 50,
      durationSeconds: 10,
    }),
  );
  load.push(
    await loadTest("FAQ search", server.baseUrl, "/api/v1/core/faq?q=agendar%20revis%C3%A3o", {
      connections: 50,
      durationSeconds: 10,
      headers: { "api-key": apiKey },
    }),
  );
  // A login under way makes a page personal: every request is rendered (decision 039).
  const rendered = { cookie: "oidc_tx=bench-login" };
  load.push(
    await loadTest("home SSR", server.baseUrl, "/", {
      connections: 50,
      durationSeconds: 10,
      headers: rendered,
    }),
  );
  load.push(
    await loadTest("offers SSR", server.baseUrl, "/ofertas", {
      connections: 50,
      durationSeconds: 10,
      headers: rendered,
    }),
  );
  // A signed-in owner browsing offers: the page visitors share, the owner named by the top bar
  // (decision 075). The server started afresh, so the owner is made on it again.
  const ownerSession = apiOnly
    ? undefined
    : cookieHeader(await registeredOwnerCookies(server.baseUrl, port));
  if (ownerSession) {
    load.push(
      await loadTest("offers owner", server.baseUrl, "/ofertas", {
        connections: 50,
        durationSeconds: 10,
        headers: { cookie: ownerSession },
      }),
    );
  }
  // No cookie: the shared page of a first visit (decision 037).
  load.push(
    await loadTest("home shared", server.baseUrl, "/", { connections: 50, durationSeconds: 10 }),
  );
  load.push(
    await loadTest("offers shared", server.baseUrl, "/ofertas", {
      connections: 50,
      durationSeconds: 10,
    }),
  );
  // A returning shopper: a chosen place and a visitor id pick that place's shared page.
  load.push(
    await loadTest("offers returning shopper", server.baseUrl, "/ofertas", {
      connections: 50,
      durationSeconds: 10,
      headers: { cookie: `${returningShopperPlace}; vw_visitor_id=bench-visitor` },
    }),
  );
  // A shared link's place (?coverage=), followed by shoppers with places of their own: one
  // page for the link (decision 041).
  load.push(
    await loadTest(
      "offers shared link",
      server.baseUrl,
      `/ofertas?coverage=${encodeURIComponent("Sorocaba - SP")}`,
      {
        connections: 50,
        durationSeconds: 10,
        headers: { cookie: `${returningShopperPlace}; vw_visitor_id=bench-visitor` },
      },
    ),
  );
  load.push(
    await loadTest("baseline dynamic cards", baseline.baseUrl, "/cards", {
      connections: 50,
      durationSeconds: 10,
    }),
  );
  load.push(
    await loadTest("baseline prerendered cards", baseline.baseUrl, "/cards-static", {
      connections: 50,
      durationSeconds: 10,
    }),
  );
  load.push(
    await loadTest("offers static file", server.baseUrl, "/bench-static/ofertas.html", {
      connections: 50,
      durationSeconds: 10,
    }),
  );
} finally {
  await server.stop();
  await baseline?.stop();
  rmSync("public/bench-static", { recursive: true, force: true });
}

const places = placesMemory();
const rps = (name: string) => load.find((entry) => entry.name === name)?.requestsPerSecond ?? 0;
const ratio = (part: string, whole: string) =>
  Number((rps(part) / Math.max(1, rps(whole))).toFixed(2));
// Issue 13's budgets, each a ratio of two calls measured in this run.
const budgets = [
  {
    budget:
      "dynamic SSR: /ofertas rendered per request (a login under way) over a bare Next.js page of the same 12 cards",
    ratio: ratio("offers SSR", "baseline dynamic cards"),
    goal: 1,
  },
  {
    budget:
      "an owner's /ofertas (a session, shared since decision 075) over a bare Next.js page of the same 12 cards rendered per request",
    ratio: ratio("offers owner", "baseline dynamic cards"),
    goal: 1,
  },
  {
    budget:
      "cached pages: /ofertas shared with visitors without cookies over the same HTML as a static file",
    ratio: ratio("offers shared", "offers static file"),
    goal: 0.5,
  },
  {
    budget:
      "cached pages: /ofertas of a returning shopper (a place and a visitor id) over the same HTML as a static file",
    ratio: ratio("offers returning shopper", "offers static file"),
    goal: 0.5,
  },
  {
    budget:
      "cached pages: /ofertas?coverage= of a shared link, for a shopper with another place, over the same HTML as a static file",
    ratio: ratio("offers shared link", "offers static file"),
    goal: 0.5,
  },
  {
    budget: "framework ceiling: a prerendered bare page over a static file",
    ratio: ratio("baseline prerendered cards", "offers static file"),
    goal: undefined,
  },
  {
    budget: "API: byPage over a constant JSON of the same size (50 connections)",
    ratio: ratio("offers byPage (50)", "baseline constant JSON (50)"),
    goal: 0.5,
  },
];

const now = new Date();
const stamp = now.toISOString().slice(0, 10);
const results = {
  date: now.toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  lighthouse: lighthouseScores,
  firstLoadJs,
  load,
  placesProvider: places,
  offersSsrToStaticRatio: ratio("offers SSR", "offers static file"),
  budgets,
};
mkdirSync("bench/results", { recursive: true });
const name = apiOnly ? `${stamp}-api` : stamp;
writeFileSync(`bench/results/${name}.json`, JSON.stringify(results, null, 2) + "\n");

const summary = [
  `# Bench ${stamp}`,
  "",
  `Machine: ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}.`,
  "",
  "## Lighthouse (mobile)",
  "",
  "| page | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred | best-practice audits missed |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...lighthouseScores.map(
    (s) =>
      `| ${s.path} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${(s.scriptTransferBytes / 1024).toFixed(1)} kB | ${s.bestPracticesFailures.join(", ") || "-"} |`,
  ),
  "",
  "## First-load JavaScript (gzip, budget 150 kB)",
  "",
  ...firstLoadTable(firstLoadJs),
  "",
  "## Load (autocannon)",
  "",
  "| call | connections | req/s | p50 ms | p99 ms | server p99 ms | errors | non-2xx |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...load.map(
    (l) =>
      `| ${l.name} \`${l.path}\` | ${l.connections} | ${l.requestsPerSecond} | ${l.latencyP50Ms} | ${l.latencyP99Ms} | ${l.serverP99Ms ?? "-"} | ${l.errors} | ${l.non2xx} |`,
  ),
  "",
  "## Places provider (embedded)",
  "",
  `${places.municipalities} municipalities (${places.exactCoordinates} with their own GeoNames coordinates), loaded in ${places.loadMs} ms; heap after load +${places.heapUsedMiB} MiB, RSS +${places.rssMiB} MiB.`,
  "",
  "## Throughput budgets (ratios of this run)",
  "",
  "| budget | ratio | goal | met |",
  "| --- | --- | --- | --- |",
  ...budgets.map(
    (b) =>
      `| ${b.budget} | ${b.ratio} | ${b.goal === undefined ? "-" : `>= ${b.goal}`} | ${b.goal === undefined ? "-" : b.ratio >= b.goal ? "yes" : "no"} |`,
  ),
  "",
].join("\n");
writeFileSync(`bench/results/${name}.md`, summary);
console.log(summary);
