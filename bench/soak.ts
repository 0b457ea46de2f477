// `npm run bench:soak`: the main journeys at a steady rate for 10 minutes (SOAK_SECONDS changes
// it) against the production build: the shopper's pages, offer and FAQ searches, the API listing
// and leads, and the owner's: login start, garage, a dealer's calendar and a booking.
// Reports p50 and p99, errors and non-2xx, and the storefront process's memory every 10 s.
import { execFileSync } from "node:child_process";
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { loadEnvironment } from "../scripts/environment";
import {
  bookableSlots,
  cookieHeader,
  registeredOwnerCookies,
  servicesBookingBody,
} from "./owner-journey";
import { startBenchServer } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3230);
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
// Requests per second over all connections: a steady, realistic load, not a saturation test.
const rate = Number(process.env.SOAK_RATE ?? 40);

/** The resident memory of the process listening on the storefront's port, in MiB. */
function storefrontRssMiB(): number {
  const listing = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The bookable slots of one dealer over the next weekdays, as its calendar answers them. */
await loadEnvironment();
const server = await startBenchServer(port);
const apiKey = process.env.API_KEY ?? "";
const memory: { atSeconds: number; rssMiB: number }[] = [];
// Answers per step of the journeys: a login start is a redirect and a booking of a slot taken
// meanwhile a 409, both expected; 5xx is never.
const answers = new Map<string, Map<number, number>>();
const tally = (step: string) => (status: number) => {
  const byStatus = answers.get(step) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  answers.set(step, byStatus);
};
let result: autocannon.Result;
try {
  const first = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/byPage?size=1`, {
      headers: { "api-key": apiKey },
    })
  ).json()) as { offers: { id: number; slug: string }[] };
  const offer = first.offers[0];
  if (!offer) throw new Error("no offer to soak");
  const dealers = (await (
    await fetch(`${server.baseUrl}/api/v1/offers/dealers?offerId=${offer.id}`, {
      headers: { "api-key": apiKey },
    })
  ).json()) as { dealers?: { code: string }[] };
  const dealerCode = dealers.dealers?.[0]?.code ?? "";
  // Warm-up, as a deployed instance would be.
  for (const path of ["/", "/ofertas", `/ofertas/${offer.slug}`, "/ajuda"]) {
    await fetch(`${server.baseUrl}${path}`);
  }
  const ownerCookie = cookieHeader(await registeredOwnerCookies(server.baseUrl, port));
  const bookingDealer = "10000";
  const slots = await bookableSlots(server.baseUrl, apiKey, bookingDealer);
  if (slots.length === 0) throw new Error("no bookable slot to soak");
  const calendarDay = slots[0]?.startsAt.slice(0, 10) ?? "";
  let lead = 0;
  const started = Date.now();
  const sampler = setInterval(() => {
    memory.push({
      atSeconds: Math.round((Date.now() - started) / 1000),
      rssMiB: storefrontRssMiB(),
    });
  }, 10_000);
  memory.push({ atSeconds: 0, rssMiB: storefrontRssMiB() });
  const json = { "api-key": apiKey, "content-type": "application/json" };
  result = await autocannon({
    url: server.baseUrl,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    requests: [
      { method: "GET", path: "/", onResponse: tally("/") },
      { method: "GET", path: "/ofertas", onResponse: tally("/ofertas") },
      { method: "GET", path: `/ofertas/${offer.slug}`, onResponse: tally("offer page") },
      {
        method: "GET",
        path: "/api/v1/offers/byPage?page=1&size=12",
        headers: { "api-key": apiKey },
        onResponse: tally("API listing"),
      },
      {
        method: "GET",
        path: "/ajuda/perguntas-frequentes",
        onResponse: tally("FAQ page"),
      },
      {
        method: "GET",
        path: "/api/v1/core/faq?q=agendar%20revis%C3%A3o",
        headers: { "api-key": apiKey },
        onResponse: tally("FAQ search"),
      },
      {
        method: "POST",
        path: "/api/v1/leads",
        headers: json,
        setupRequest: (request) => {
          lead += 1;
          return {
            ...request,
            body: JSON.stringify({
              kind: "purchase",
              offerId: offer.id,
              dealerCode,
              name: "Cliente de Carga",
              email: `soak.${lead}@exemplo.com.br`,
              phone: "(11) 98765-4321",
              preferredContact: 1,
              consent: true,
            }),
          };
        },
        onResponse: tally("lead"),
      },
      {
        method: "GET",
        path: "/api/v1/auth-redirect/login?redirectToBack=%2Fgaragem",
        onResponse: tally("login start"),
      },
      {
        method: "GET",
        path: "/garagem",
        headers: { cookie: ownerCookie },
        onResponse: tally("garage (owner)"),
      },
      {
        method: "GET",
        path: `/api/v2/calendar/dealer/${bookingDealer}/${calendarDay}`,
        headers: { "api-key": apiKey },
        onResponse: tally("dealer calendar"),
      },
      {
        method: "POST",
        path: "/api/v1/booking",
        headers: { ...json, cookie: ownerCookie },
        setupRequest: (request) => {
          const slot = slots[Math.floor(Math.random() * slots.length)];
          return {
            ...request,
            body: servicesBookingBody(
              { dealerCode: bookingDealer, ...slot },
              { name: "Cliente de Carga", email: "soak.agendamento@exemplo.com.br" },
            ),
          };
        },
        onResponse: tally("booking (owner)"),
      },
    ],
  });
  clearInterval(sampler);
  memory.push({ atSeconds: seconds, rssMiB: storefrontRssMiB() });
} finally {
  await server.stop();
}

const rss = memory.map((sample) => sample.rssMiB).filter(Number.isFinite);
const firstMinute = rss.slice(0, 7);
const lastMinute = rss.slice(-6);
const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const growth = average(lastMinute) - average(firstMinute);
const stamp = new Date().toISOString().slice(0, 10);
const text = [
  `# Soak ${stamp}`,
  "",
  `\`bench/soak.ts\`: ${seconds} s at ${rate} requests per second over 10 connections, the`,
  "shopper's journey home → offers → an offer → the API listing → FAQ page → FAQ search → a lead,",
  "and the owner's journey login start → garage → a dealer's calendar → a booking (one registered",
  "owner, random slots of one dealer), on the production build with PGlite (the `npm start`",
  "database).",
  "",
  "| requests | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  `| ${result.requests.total} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${result.timeouts} | ${result.non2xx} |`,
  "",
  "| step | answers | by status |",
  "| --- | --- | --- |",
  ...[...answers].map(([step, byStatus]) => {
    const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
    const statuses = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ");
    return `| ${step} | ${total} | ${statuses} |`;
  }),
  "",
  `Storefront RSS: ${rss[0]?.toFixed(0)} MiB at start, ${Math.max(...rss).toFixed(0)} MiB at most, ${rss.at(-1)?.toFixed(0)} MiB at the end; last minute over first minute: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MiB.`,
  "",
  "| s | RSS MiB |",
  "| --- | --- |",
  ...memory.map((sample) => `| ${sample.atSeconds} | ${sample.rssMiB.toFixed(0)} |`),
  "",
].join("\n");
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${stamp}-soak.md`, text);
console.log(text);
