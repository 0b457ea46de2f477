// `npm run bench:login`: the login round trip as a browser makes it, over HTTP on the production
// build with the embedded provider: POST /api/v1/auth-redirect, the provider's authorize and login
// form (argon2id check included), the callback that sets the session cookies, and the first page.
// One account is signed up first (its code read from the mail catcher). Writes
// bench/results/login-<date>.json with p50 and p99.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnvironment } from "../scripts/environment";
import { startBenchServer, buildWhenNeeded } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3420);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

await loadEnvironment();
buildWhenNeeded();

/** A browser's cookie jar and redirect handling, enough for one origin pair. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    let target = new URL(url);
    let request = init;
    for (let hop = 0; hop < 10; hop += 1) {
      const cookies = this.jar.get(target.host);
      const response = await fetch(target, {
        ...request,
        redirect: "manual",
        headers: {
          ...(request.headers as Record<string, string>),
          ...(cookies?.size
            ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
            : {}),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const [name = "", ...rest] = pair.split("=");
        const value = rest.join("=");
        const host = this.jar.get(target.host) ?? new Map<string, string>();
        if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) host.delete(name);
        else host.set(name, value);
        this.jar.set(target.host, host);
      }
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.arrayBuffer();
      target = new URL(location, target);
      request = { method: "GET", headers: {} };
    }
    throw new Error("too many redirects");
  }

  clear(host: string) {
    this.jar.delete(host);
  }
}

const apiKey = process.env.API_KEY ?? "";
const form = (values: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(values).toString(),
});
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

async function openLogin(browser: Browser, baseUrl: string): Promise<Response> {
  const start = await browser.fetch(`${baseUrl}/api/v1/auth-redirect`, {
    method: "POST",
    headers: { "api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ redirectToBack: "/" }),
  });
  const { data } = (await start.json()) as { data: { url: string } };
  return browser.fetch(data.url);
}

const server = await startBenchServer(port);
const identityUrl = `http://localhost:${port + 1}`;
const inboxUrl = `http://localhost:${port + 3}`;
try {
  const email = `bench.${Date.now()}@example.com`;
  const password = "Bench#Login2026";
  const signUp = new Browser();
  const loginPage = await openLogin(signUp, server.baseUrl);
  const interaction = new URL(loginPage.url).pathname;
  const signUpPage = await signUp.fetch(`${identityUrl}${interaction}/cadastro`);
  await signUp.fetch(
    `${identityUrl}${interaction}/cadastro`,
    form({
      csrf: csrfOf(await signUpPage.text()),
      name: "Bruno Teixeira",
      email,
      cpf: "52998224725",
      phone: "11987654321",
      password,
      terms: "on",
    }),
  );
  let code = "";
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const messages = (await (await fetch(`${inboxUrl}/api/messages?to=${email}`)).json()) as {
      text: string;
    }[];
    code = /(\d{6})/.exec(messages[0]?.text ?? "")?.[1] ?? "";
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const verifyPage = await signUp.fetch(`${identityUrl}${interaction}/verificacao`);
  const verified = await signUp.fetch(
    `${identityUrl}${interaction}/verificacao`,
    form({ csrf: csrfOf(await verifyPage.text()), code }),
  );
  if (!verified.url.startsWith(server.baseUrl)) throw new Error(`sign-up ended at ${verified.url}`);

  const durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const browser = new Browser();
    const started = performance.now();
    const page = await openLogin(browser, server.baseUrl);
    const html = await page.text();
    const landed = await browser.fetch(
      `${identityUrl}${new URL(page.url).pathname}/login`,
      form({ csrf: csrfOf(html), email, password }),
    );
    const body = await landed.text();
    durations.push(performance.now() - started);
    if (!landed.url.startsWith(server.baseUrl) || !body.includes("Bruno Teixeira")) {
      throw new Error(`round ${round} ended at ${landed.url} (${landed.status})`);
    }
  }
  durations.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(
      durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)] ?? 0,
    );
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, load: os.loadavg() },
    rounds,
    steps:
      "auth-redirect, authorize, login page, login POST (argon2id), callback, first page /cadastro",
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    minMs: Math.round(durations[0] ?? 0),
    maxMs: Math.round(durations.at(-1) ?? 0),
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/login-${result.date.slice(0, 10)}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(result);
} finally {
  await server.stop();
}
