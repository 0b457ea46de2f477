// `npm run test:scale`: two storefront instances from one production build, against one
// PostgreSQL and one Redis, behind a round-robin reverse proxy, with the identity provider and
// the mail catcher beside them; the login, lead and booking journeys run against the proxy.
// Consecutive requests of one browser land on different instances, so sessions, rate limits,
// idempotency keys and bookings must live in the shared stores. Writes
// bench/results/two-instances.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import http from "node:http";
import httpProxy from "http-proxy";
import postgres from "postgres";
import { needsBuild } from "../../scripts/build-freshness";
import { e2eApiKey, e2eOperatorSecret } from "../e2e/ports";

const proxyPort = Number(process.env.E2E_PORT ?? 3700);
const instancePorts = [proxyPort + 10, proxyPort + 11];
const adminUrl = process.env.SCALE_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = "storefront_two_instances";
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const publicUrl = `http://localhost:${proxyPort}`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  // As the browser suite's server: its published test api-key would stop a production start.
  NEXT_TELEMETRY_DISABLED: "1",
  PUBLIC_BASE_URL: publicUrl,
  DATABASE_URL: databaseUrl.toString(),
  REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
  PGLITE_DIR: ".data/two-instances/pglite",
  IDENTITY_PORT: String(proxyPort + 1),
  OIDC_ISSUER: `http://localhost:${proxyPort + 1}`,
  SMTP_URL: `smtp://127.0.0.1:${proxyPort + 2}`,
  MAIL_CATCHER_WEB_PORT: String(proxyPort + 3),
  API_KEY: e2eApiKey,
  OPERATOR_SECRET: e2eOperatorSecret,
  RATE_LIMIT_MULTIPLIER: "20",
  LOG_LEVEL: "warn",
  OFFERS_ORIGIN: publicUrl,
  MY_ACCOUNT_ORIGIN: `http://127.0.0.1:${proxyPort}`,
  LOYALTY_ORIGIN: `http://[::1]:${proxyPort}`,
};

const children: ChildProcess[] = [];
function start(name: string, args: string[], extra: Record<string, string> = {}): void {
  // Each process's JSON log lines go to .data/two-instances/<name>.log for a failure's story.
  const log = openSync(`.data/two-instances/${name.replace(/\W+/g, "-")}.log`, "w");
  const child = spawn(process.execPath, args, {
    env: { ...env, ...extra },
    stdio: ["ignore", log, log],
    detached: true,
  });
  child.on("exit", (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code})`);
  });
  children.push(child);
}

let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

async function waitFor(url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function runStep(name: string, args: string[]): void {
  const run = spawnSync(process.execPath, args, { env, stdio: "inherit" });
  if (run.status !== 0) throw new Error(`${name} failed`);
}

const served = new Map<number, number>();
let exitCode = 1;
let journeys = "";
try {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();

  mkdirSync(".data/two-instances", { recursive: true });
  if (
    needsBuild() &&
    spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      env,
      stdio: "inherit",
    }).status !== 0
  ) {
    throw new Error("next build failed");
  }
  runStep("migrations", ["--import", "tsx", "scripts/migrate.ts"]);
  runStep("seed", ["--import", "tsx", "scripts/seed.ts"]);

  start("mail catcher", ["--import", "tsx", "services/mail-catcher/server.ts"]);
  start("identity provider", ["--import", "tsx", "services/identity/server.ts"]);
  await waitFor(`${env.OIDC_ISSUER}/.well-known/openid-configuration`, "identity provider");
  for (const port of instancePorts) {
    start(
      `storefront ${port}`,
      ["node_modules/next/dist/bin/next", "start", "--port", String(port)],
      // Behind the proxy below, which appends the address it saw to X-Forwarded-For.
      { PORT: String(port), TRUSTED_PROXIES: "1" },
    );
  }

  // Round robin per request: one browser's page, its calls and its next page meet both.
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  proxy.on("error", (_error, _request, response) => {
    if (response instanceof http.ServerResponse && !response.headersSent) {
      response.writeHead(502).end();
    }
  });
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = instancePorts[next % instancePorts.length] ?? proxyPort + 10;
    next += 1;
    served.set(port, (served.get(port) ?? 0) + 1);
    proxy.web(request, response, { target: `http://127.0.0.1:${port}` });
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, "127.0.0.1", resolve));
  for (const port of instancePorts) {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health/ready`, `storefront ${port}`);
  }

  // Not spawnSync: the proxy answers from this very process while the suite runs.
  const suite = spawn(
    process.execPath,
    [
      "node_modules/@playwright/test/cli.js",
      "test",
      "-c",
      "playwright.two-instances.config.ts",
      // Arguments after `--` narrow the suite (a file, -g "a title").
      ...process.argv.slice(2),
    ],
    { env: { ...process.env, E2E_PORT: String(proxyPort) }, stdio: ["ignore", "pipe", "inherit"] },
  );
  suite.stdout.on("data", (chunk: Buffer) => {
    journeys += chunk.toString();
    process.stdout.write(chunk);
  });
  exitCode = await new Promise<number>((resolve) => suite.on("exit", (code) => resolve(code ?? 1)));
  server.close();
  proxy.close();
} finally {
  stopAll();
}

const summary = journeys
  .split("\n")
  .filter((line) => /^\s+\d+ (passed|failed|flaky|skipped)/.test(line))
  .map((line) => line.trim());
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/two-instances.md",
  [
    "# Two instances behind one proxy",
    "",
    "Written by `tests/scale/two-instances.ts` (`npm run test:scale`): two `next start` processes",
    "of one build, one PostgreSQL, one Redis (rate limits), the identity provider and the mail",
    "catcher; a round-robin proxy sends each request to the next instance.",
    "",
    `Run ${new Date().toISOString()}.`,
    "",
    "| instance | requests served |",
    "| --- | --- |",
    ...instancePorts.map((port) => `| :${port} | ${served.get(port) ?? 0} |`),
    "",
    `Journeys (login, lead, booking): ${summary.join(", ") || "no result"}.`,
    "",
  ].join("\n"),
);
process.exit(exitCode);
