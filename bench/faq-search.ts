// `npm run bench:faq`: FAQ search at 50 connections on the production build (goal: p99 <= 30 ms).
// Three runs of 10 s each: a repeated search (the one-minute cache answers), a search whose words
// change on every request (each one reaches PostgreSQL full-text search), and /api/v1/health as
// the same server's floor. Writes bench/results/faq-search-<date>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnvironment } from "../scripts/environment";
import { loadTest } from "./load";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3712);
const connections = 50;
const durationSeconds = 10;
const goalP99Ms = 30;

await loadEnvironment();
buildWhenNeeded();

const words = ["revisão", "cadastro", "recall", "chassi", "senha", "oferta", "garagem", "cookies"];

let counter = 0;
/** Every request a different pair of words (and a counter), so no answer comes from the cache. */
function newSearchPath(): string {
  counter += 1;
  const q = `${words[counter % words.length]} ${words[(counter >> 3) % words.length]} ${counter}`;
  return `/api/v1/core/faq?${new URLSearchParams({ q })}`;
}

const server = await startBenchServer(port);
try {
  const headers = { "api-key": process.env.API_KEY ?? "" };
  const searchPath = `/api/v1/core/faq?${new URLSearchParams({ q: "agendar revisão" })}`;
  const warm = await fetch(`${server.baseUrl}${searchPath}`, { headers });
  if (!warm.ok) throw new Error(`FAQ search answered ${warm.status}`);
  const results = [
    await loadTest("FAQ search, repeated", server.baseUrl, searchPath, {
      connections,
      durationSeconds,
      headers,
    }),
    await loadTest(
      "FAQ search, a new search each request",
      server.baseUrl,
      "/api/v1/core/faq?q=<varies>",
      {
        connections,
        durationSeconds,
        headers,
        nextPath: newSearchPath,
      },
    ),
    await loadTest("health (floor)", server.baseUrl, "/api/v1/health", {
      connections,
      durationSeconds,
    }),
  ];
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg() },
    goal: { latencyP99Ms: goalP99Ms },
    results,
  };
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/faq-search-${report.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  for (const row of results) {
    console.log(
      `${row.name}: ${row.requestsPerSecond} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms` +
        `${row.serverP99Ms !== undefined ? `, server p99 ${row.serverP99Ms} ms` : ""}, errors ${row.errors}, non-2xx ${row.non2xx}`,
    );
  }
  console.log(`written to ${file}`);
} finally {
  await server.stop();
}
