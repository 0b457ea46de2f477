// `npm run bench:lighthouse`: Lighthouse mobile on every route of SPEC.md's table (visitor pages
// as a visitor, owner pages with a registered owner's session), median of `--runs N` (default 1)
// per route; writes bench/results/<date>-lighthouse-routes.csv and a Markdown table beside it.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnvironment } from "../scripts/environment";
import { auditPage, type BrowserCookie, type PageScore } from "./lighthouse";
import { bookedServiceId, cookieHeader, registeredOwnerCookies } from "./owner-journey";
import { ownerRoutes, visitorRoutes } from "../tests/e2e/route-table";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3200);
const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument > 0 ? Math.max(1, Number(process.argv[runsArgument + 1])) : 1;
// `--only <regex>`: the routes whose path matches, to re-measure a few after a fix.
const onlyArgument = process.argv.indexOf("--only");
const only = onlyArgument > 0 ? new RegExp(process.argv[onlyArgument + 1] ?? "") : undefined;
// Answers 404 on purpose, audited as a visitor sees it.
const notFoundRoutes = new Set(["/pagina-que-nao-existe"]);
const confirmationRoute = "/agendamento/servicos/confirmacao";

// SPEC.md's route table, shared with the browser tests; the offer page takes a live slug.
const visitorPages = (offerSlug: string) => [
  ...visitorRoutes.slice(0, 3),
  `/ofertas/${offerSlug}`,
  ...visitorRoutes.slice(3),
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Lighthouse now and then loses the navigation in its own trace (NO_NAVSTART) on a page it audits
 * fine on the next try: a fault of the tool's run, not of the page, so that run is taken again
 * (twice at most) and the row reports a page's own runtime error only.
 */
async function auditWithoutToolFault(
  baseUrl: string,
  path: string,
  cookies?: BrowserCookie[],
): Promise<PageScore> {
  const options = { cookies, ignoreStatusCode: notFoundRoutes.has(path) };
  let score = await auditPage(baseUrl, path, options);
  for (let retry = 0; retry < 2 && score.runtimeError === "NO_NAVSTART"; retry += 1) {
    console.log(`Lighthouse ${path}: NO_NAVSTART, audited again`);
    score = await auditPage(baseUrl, path, options);
  }
  return score;
}

/** The run with the median performance score, so each row's figures come from one run. */
async function medianAudit(
  baseUrl: string,
  path: string,
  cookies?: BrowserCookie[],
): Promise<PageScore> {
  const scores: PageScore[] = [];
  for (let run = 0; run < runs; run += 1) {
    console.log(`Lighthouse ${path} (${cookies ? "owner" : "visitor"}) ${run + 1}/${runs} ...`);
    scores.push(await auditWithoutToolFault(baseUrl, path, cookies));
  }
  // A run that failed still has no figures (a performance of 0): the median is of the others.
  const audited = scores.filter((score) => !score.runtimeError);
  const pool = audited.length > 0 ? audited : scores;
  const middle = median(pool.map((score) => score.performance));
  return pool.find((score) => score.performance === middle) ?? (pool[0] as PageScore);
}

await loadEnvironment();
buildWhenNeeded();

const server = await startBenchServer(port);
const rows: { as: "visitor" | "owner"; score: PageScore }[] = [];
const loadBefore = os.loadavg();
try {
  await fetch(`${server.baseUrl}/`);
  const firstOffer = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?size=1`, {
      headers: { "api-key": process.env.API_KEY ?? "" },
    })
  ).json()) as { offers: { slug: string }[] };
  const chosen = (path: string) => !only || only.test(path);
  for (const path of visitorPages(firstOffer.offers[0]?.slug ?? "").filter(chosen)) {
    rows.push({ as: "visitor", score: await medianAudit(server.baseUrl, path) });
  }
  const owned = ownerRoutes.filter(chosen);
  const cookies = owned.length > 0 ? await registeredOwnerCookies(server.baseUrl, port) : [];
  // The confirmation shows a booking: the owner books a visit, and lands on its confirmation.
  const bookingId = owned.includes(confirmationRoute)
    ? await bookedServiceId(server.baseUrl, process.env.API_KEY ?? "", cookieHeader(cookies), {
        name: "Cliente do Bench",
        email: "bench.agendamento@exemplo.com.br",
      })
    : "";
  for (const route of owned) {
    const path = route === confirmationRoute ? `${route}?id=${bookingId}` : route;
    rows.push({ as: "owner", score: await medianAudit(server.baseUrl, path, cookies) });
  }
} finally {
  await server.stop();
}

const date = new Date().toISOString().slice(0, 10);
const suffix = only ? "-partial" : "";
const columns = [
  "path",
  "as",
  "final_path",
  "performance",
  "accessibility",
  "best_practices",
  "seo",
  "lcp_ms",
  "tbt_ms",
  "cls",
  "script_kb",
  "best_practices_failures",
  "inspector_issues",
  "lcp_element",
  "runtime_error",
];
const csvCell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value);
const finalPath = (score: PageScore) => {
  const url = new URL(score.finalUrl);
  return url.origin === server.baseUrl ? `${url.pathname}${url.search}` : score.finalUrl;
};
function benchmarkRange(): string {
  const indexes = rows.map(({ score }) => score.benchmarkIndex).filter((index) => index > 0);
  return indexes.length === 0 ? "-" : `${Math.min(...indexes)} to ${Math.max(...indexes)}`;
}
const csv = [
  columns.join(","),
  ...rows.map(({ as, score }) =>
    [
      score.path,
      as,
      finalPath(score),
      score.performance,
      score.accessibility,
      score.bestPractices,
      score.seo,
      score.lcpMs,
      score.tbtMs,
      score.cls,
      (score.scriptTransferBytes / 1024).toFixed(1),
      score.bestPracticesFailures.join(" "),
      score.inspectorIssues.join(" | "),
      score.lcpElement,
      score.runtimeError ?? "",
    ]
      .map(csvCell)
      .join(","),
  ),
].join("\n");

mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${date}-lighthouse-routes${suffix}.csv`, `${csv}\n`);
const markdown = [
  `# Lighthouse mobile on every route (${date})`,
  "",
  `Median of ${runs} run(s) per route, default mobile throttling, production build on PGlite.`,
  `Machine: ${os.cpus().length} CPUs, load average ${loadBefore.map((value) => value.toFixed(1)).join(" / ")} at the start and ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ")} at the end.`,
  `Lighthouse's CPU benchmark index of the reported runs: ${benchmarkRange()} (higher is faster; TBT and LCP scale with it).`,
  "",
  "| route | as | ended on | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS kB | best-practice audits lost |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(({ as, score }) =>
    score.runtimeError
      ? `| ${score.path} | ${as} | - | not audited: ${score.runtimeError} | | | | | | | | |`
      : `| ${score.path} | ${as} | ${finalPath(score)} | ${score.performance} | ${score.accessibility} | ${score.bestPractices} | ${score.seo} | ${score.lcpMs} | ${score.tbtMs} | ${score.cls} | ${(score.scriptTransferBytes / 1024).toFixed(1)} | ${score.bestPracticesFailures.join(", ") || "-"} |`,
  ),
  "",
];
markdown.push(
  "## What the browser's issues panel reported",
  "",
  ...rows.flatMap(({ score }) =>
    score.inspectorIssues.map((issue) => `- ${score.path}: ${issue.slice(0, 300)}`),
  ),
  "",
  "## Largest contentful paint element",
  "",
  ...rows.map(({ score }) => `- ${score.path}: \`${score.lcpElement || "-"}\``),
  "",
);
writeFileSync(`bench/results/${date}-lighthouse-routes${suffix}.md`, markdown.join("\n"));
console.log(markdown.join("\n"));
