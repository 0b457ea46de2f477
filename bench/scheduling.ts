// `npm run bench:scheduling`: the calendar call's p99 at 100 connections, and booking throughput
// under colliding requests with a check that no consultant slot was booked twice. The storefront
// runs its production build on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
// server) so the check can read every row; the calendar is also measured on the embedded PGlite.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import postgres from "postgres";
import { loadEnvironment } from "../scripts/environment";
import { loadTest, type LoadResult } from "./load";
import { servicesBookingBody } from "./owner-journey";
import { stopProcessGroup, waitUntilAnswering } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3610);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const apiKey = "dev-api-key-change-me";
const dealerCodes = ["10000", "10037", "10074"];

await loadEnvironment();

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer(
  databaseUrlForRun: string,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  rmSync(".data/bench-scheduling", { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      PGLITE_DIR: ".data/bench-scheduling/pglite",
      DATABASE_URL: databaseUrlForRun,
      IDENTITY_PORT: String(port + 1),
      OIDC_ISSUER: `http://localhost:${port + 1}`,
      LOG_LEVEL: "warn",
      // The bench's owners book far faster than people do; the limits are tested elsewhere.
      RATE_LIMIT_MULTIPLIER: "1000",
    },
  });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/api/v1/health`, 2 * 60_000);
  return { baseUrl, stop: () => stopProcessGroup(child) };
}

/** An owner session through the embedded provider's login form, as a Cookie header. */
async function ownerCookie(baseUrl: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
    await page.waitForURL(/\/interaction\//);
    await page.locator('input[name="login"]').fill("Bench Agendamento");
    await page.locator('input[name="password"]').fill("bench");
    await page.getByRole("button", { name: "Sign-in" }).click();
    const consent = page.getByRole("button", { name: "Continue" });
    if (await consent.isVisible().catch(() => false)) await consent.click();
    await page.waitForURL(`${baseUrl}/`);
    const cookies = await page.context().cookies(baseUrl);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

/** Bookable days: the next weekdays from three days ahead, as the calendar answers them. */
async function targets(baseUrl: string) {
  const list: { dealerCode: string; slots: { startsAt: string; consultantId: number }[] }[] = [];
  for (const dealerCode of dealerCodes) {
    for (let offset = 3; offset < 12; offset += 1) {
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const response = await fetch(`${baseUrl}/api/v2/calendar/dealer/${dealerCode}/${day}`, {
        headers: { "api-key": apiKey },
      });
      const body = (await response.json()) as {
        slots: { startsAt: string; consultantId: number }[];
      };
      if (body.slots.length > 0) list.push({ dealerCode, slots: body.slots });
    }
  }
  return list.flatMap((entry) =>
    entry.slots.map((slot) => ({ ...slot, dealerCode: entry.dealerCode })),
  );
}

interface BookingLoad {
  connections: number;
  durationSeconds: number;
  candidateSlots: number;
  requestsPerSecond: number;
  created: number;
  createdPerSecond: number;
  conflicts409: number;
  other4xx: number;
  errors5xx: number;
  latencyP99Ms: number;
  overlappingLiveBookings: number;
  bookingsStored: number;
}

async function bookingLoad(
  baseUrl: string,
  cookie: string,
  sql: postgres.Sql,
): Promise<BookingLoad> {
  const slots = await targets(baseUrl);
  const connections = 20;
  const durationSeconds = 15;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${baseUrl}/api/v1/booking`,
    connections,
    duration: durationSeconds,
    method: "POST",
    headers: { "api-key": apiKey, cookie, "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const slot = slots[Math.floor(Math.random() * slots.length)];
          return {
            ...request,
            body: servicesBookingBody(slot ?? { dealerCode: "" }, {
              name: "Bench Agendamento",
              email: "bench@exemplo.com.br",
            }),
          };
        },
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  const [overlaps] = await sql<{ count: number }[]>`
    select count(*)::int as count from bookings a join bookings b
      on a.consultant_id = b.consultant_id and a.id < b.id
     and a.status <> 'cancelled' and b.status <> 'cancelled'
     and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`;
  const [stored] = await sql<{ count: number }[]>`select count(*)::int as count from bookings`;
  const created = statuses.get(201) ?? 0;
  let other4xx = 0;
  let errors5xx = 0;
  for (const [status, count] of statuses) {
    if (status >= 500) errors5xx += count;
    else if (status >= 400 && status !== 409) other4xx += count;
  }
  return {
    connections,
    durationSeconds,
    candidateSlots: slots.length,
    requestsPerSecond: Math.round(result.requests.average),
    created,
    createdPerSecond: Math.round((created / durationSeconds) * 10) / 10,
    conflicts409: statuses.get(409) ?? 0,
    other4xx,
    errors5xx: errors5xx + result.errors + result.timeouts,
    latencyP99Ms: result.latency.p99,
    overlappingLiveBookings: overlaps?.count ?? -1,
    bookingsStored: stored?.count ?? 0,
  };
}

async function calendarLoad(baseUrl: string, label: string): Promise<LoadResult> {
  const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  await fetch(`${baseUrl}/api/v2/calendar/dealer/10000/${day}`, { headers: { "api-key": apiKey } });
  return loadTest(`calendar (${label})`, baseUrl, `/api/v2/calendar/dealer/10000/${day}`, {
    connections: 100,
    durationSeconds: 15,
    headers: { "api-key": apiKey },
  });
}

/** The calendar service's own time, sequential and in process (bench/calendar-cost.ts). */
function calendarCost(): { runs: number; p50Ms: number; p99Ms: number } {
  const run = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "bench/calendar-cost.ts"],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`calendar cost failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as {
    runs: number;
    p50Ms: number;
    p99Ms: number;
  };
}

const results: {
  calendarCost: ReturnType<typeof calendarCost>;
  calendar: LoadResult[];
  booking?: BookingLoad;
} = { calendarCost: calendarCost(), calendar: [] };

{
  const server = await startServer("");
  try {
    results.calendar.push(await calendarLoad(server.baseUrl, "PGlite"));
  } finally {
    await server.stop();
  }
}
{
  const name = `bench_scheduling_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const sql = postgres(databaseUrl(name), { max: 2, onnotice: () => {} });
  const server = await startServer(databaseUrl(name));
  try {
    results.calendar.push(await calendarLoad(server.baseUrl, "PostgreSQL"));
    results.booking = await bookingLoad(server.baseUrl, await ownerCookie(server.baseUrl), sql);
  } finally {
    await server.stop();
    await sql.end();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const machine = `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? "?"}), load ${os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ")}`;
const date = new Date().toISOString().slice(0, 10);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  `bench/results/scheduling-${date}.json`,
  `${JSON.stringify({ machine, ...results }, null, 2)}\n`,
);
const lines = [
  `# Scheduling bench ${date}`,
  "",
  `Machine: ${machine}`,
  "",
  `Calendar service in process (PGlite, sequential, ${results.calendarCost.runs} calls): p50 ${results.calendarCost.p50Ms} ms, p99 ${results.calendarCost.p99Ms} ms.`,
  "",
  "| calendar | connections | req/s | p50 ms | p99 ms | server p99 ms | errors | non-2xx |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...results.calendar.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.serverP99Ms ?? "-"} | ${r.errors} | ${r.non2xx} |`,
  ),
  "",
  ...(results.booking
    ? [
        "| booking (PostgreSQL) | value |",
        "| --- | --- |",
        ...Object.entries(results.booking).map(([key, value]) => `| ${key} | ${value} |`),
      ]
    : []),
  "",
];
writeFileSync(`bench/results/scheduling-${date}.md`, lines.join("\n"));
console.log(lines.join("\n"));
