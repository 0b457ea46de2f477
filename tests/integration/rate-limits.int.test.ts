// Rate limits of the open writes and lookups (decision 019), counted the way an abuser meets
// them: requests sent, 201/200s and 429s seen, rows stored. Both stores are tried: the database
// (PGlite here, PostgreSQL with npm run test:pg) through the routes, and Redis (REDIS_URL, or
// 127.0.0.1:6379) through two limiters that stand for two instances. The figures go to
// bench/results/rate-limits.md.
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, gte, like, lte } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addressLookup } from "@/app/api/v1/address-lookup/route";
import { POST as startLogin } from "@/app/api/v1/auth-redirect/route";
import { GET as loginFromPage } from "@/app/api/v1/auth-redirect/login/route";
import { POST as recordMonitoring } from "@/app/api/v1/monitoring/route";
import { GET as faqSearch } from "@/app/api/v1/core/faq/route";
import { POST as dealerToken } from "@/app/api/v1/dealers/auth-token/route";
import { POST as createLead } from "@/app/api/v1/leads/route";
import { GET as recallByVin } from "@/app/api/v1/recall-api/chassi/route";
import { database, databaseHandle } from "@/db";
import { leads, offers } from "@/db/schema";
import { issueDealerCredentials } from "@/features/leads/server";
import { seedDatabase } from "@/db/seed";
import { defaultSearchLocation } from "@/features/location";
import { dealersForOffer, pointFromLocation } from "@/features/offers/server";
import { closeRateLimitStore, defineRateLimit, redisStoreReady } from "@/lib/http/rate-limit";
import { callRoute, type RouteAnswer } from "../support/route-caller";

const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

let offerId = 0;
let dealerCode = "";
const figures: string[] = [];
const store = () => `database (${databaseHandle().kind})`;

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const now = new Date();
  const [offer] = await database()
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.kind, "model"), lte(offers.validFrom, now), gte(offers.validUntil, now)))
    .limit(1);
  offerId = offer?.id ?? 0;
  const [seller] = await dealersForOffer(offerId, pointFromLocation(defaultSearchLocation), 1);
  dealerCode = seller?.code ?? "";
});

afterAll(async () => {
  await closeRateLimitStore();
  const text = [
    "# Rate limits",
    "",
    "Written by `tests/integration/rate-limits.int.test.ts` (decision 019): requests sent in a",
    "burst, answers seen, and what was stored. A 429 carries `Retry-After` and a pt-BR message.",
    "",
    `Generated ${new Date().toISOString()}.`,
    "",
    "| store | policy | limit | requests sent | accepted | 429 seen | Retry-After (s) | stored |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...figures,
    "",
  ].join("\n");
  writeFileSync(path.join(process.cwd(), "bench/results/rate-limits.md"), text);
});

function lead(email: string, ip: string) {
  return callRoute(createLead, {
    headers: { "x-forwarded-for": ip },
    body: {
      kind: "purchase",
      offerId,
      name: "Ana Beatriz Lima",
      email,
      phone: "(21) 99876-5432",
      preferredContact: 1,
      dealerCode,
      consent: true,
    },
  });
}

type Answer = RouteAnswer<unknown>;

interface Tally {
  accepted: number;
  limited: number;
  retryAfter: number[];
  messages: Set<string>;
}

async function tally(responses: Promise<Answer>[] | Answer[]): Promise<Tally> {
  const result: Tally = { accepted: 0, limited: 0, retryAfter: [], messages: new Set() };
  for (const response of await Promise.all(responses)) {
    if (response.status === 429) {
      result.limited += 1;
      result.retryAfter.push(Number(response.headers.get("retry-after")));
      const { error } = response;
      expect(error.code).toBe("RATE_LIMITED");
      result.messages.add(error.message);
    } else {
      expect(response.status).toBeLessThan(300);
      result.accepted += 1;
    }
  }
  return result;
}

const range = (values: number[]) =>
  values.length === 0 ? "-" : `${Math.min(...values)}-${Math.max(...values)}`;

describe("leads (database store)", () => {
  it("accepts 10 leads an hour from one address and answers the rest 429 with Retry-After, storing nothing of them", async () => {
    const run = randomUUID().slice(0, 8);
    const responses: Answer[] = [];
    // One after another, as a script would send them.
    for (let index = 0; index < 15; index += 1) {
      responses.push(await lead(`pessoa${index}.${run}@exemplo.com.br`, "203.0.113.7"));
    }
    const seen = await tally(responses);
    expect(seen).toMatchObject({ accepted: 10, limited: 5 });
    expect(seen.retryAfter.every((seconds) => seconds > 3500 && seconds <= 3600)).toBe(true);
    expect([...seen.messages][0]).toMatch(
      /^Muitos pedidos enviados desta conexão\. Tente novamente em \d+ minutos\.$/,
    );
    const stored = await database().$count(leads, like(leads.email, `%.${run}@exemplo.com.br`));
    expect(stored).toBe(10);
    figures.push(
      `| ${store()} | lead per IP | 10 / hour | 15 | 10 | 5 | ${range(seen.retryAfter)} | ${stored} leads |`,
    );

    // Another address is not affected.
    expect((await lead(`outra.${run}@exemplo.com.br`, "198.51.100.20")).status).toBe(201);
  });

  it("accepts 10 leads an hour for one e-mail, whatever the address", async () => {
    const email = `repetida.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const responses: Answer[] = [];
    for (let index = 0; index < 12; index += 1) {
      responses.push(await lead(email, `192.0.2.${index + 1}`));
    }
    const seen = await tally(responses);
    expect(seen).toMatchObject({ accepted: 10, limited: 2 });
    expect([...seen.messages][0]).toMatch(/^Muitos pedidos enviados com este e-mail\./);
    const stored = await database().$count(leads, eq(leads.email, email));
    expect(stored).toBe(10);
    figures.push(
      `| ${store()} | lead per e-mail | 10 / hour | 12 (12 addresses) | 10 | 2 | ${range(seen.retryAfter)} | ${stored} leads |`,
    );
  });

  it("limits concurrent bursts too: 20 leads at once from one address store 10", async () => {
    const run = randomUUID().slice(0, 8);
    const seen = await tally(
      Array.from({ length: 20 }, (_, index) =>
        lead(`rajada${index}.${run}@exemplo.com.br`, "203.0.113.99"),
      ),
    );
    expect(seen).toMatchObject({ accepted: 10, limited: 10 });
    const stored = await database().$count(leads, like(leads.email, `%.${run}@exemplo.com.br`));
    expect(stored).toBe(10);
    figures.push(
      `| ${store()} | lead per IP, 20 concurrent | 10 / hour | 20 | 10 | 10 | ${range(seen.retryAfter)} | ${stored} leads |`,
    );
  });

  it("does not take the first X-Forwarded-For entry, which any client writes", async () => {
    const run = randomUUID().slice(0, 8);
    const responses: Answer[] = [];
    for (let index = 0; index < 12; index += 1) {
      responses.push(
        await lead(`forjado${index}.${run}@exemplo.com.br`, `10.0.0.${index}, 203.0.113.55`),
      );
    }
    const seen = await tally(responses);
    expect(seen).toMatchObject({ accepted: 10, limited: 2 });
    figures.push(
      `| ${store()} | lead per IP, spoofed first X-Forwarded-For hop | 10 / hour | 12 | 10 | 2 | ${range(seen.retryAfter)} | - |`,
    );
  });
});

describe("address lookups (database store)", () => {
  it("answers 30 lookups a minute per address, then 429", async () => {
    const ip = "203.0.113.80";
    const responses: Answer[] = [];
    for (let index = 0; index < 35; index += 1) {
      responses.push(
        await callRoute(addressLookup, {
          headers: { "x-forwarded-for": ip },
          body: { address: "Campinas - SP" },
        }),
      );
    }
    const seen = await tally(responses);
    expect(seen).toMatchObject({ accepted: 30, limited: 5 });
    expect(seen.retryAfter.every((seconds) => seconds >= 1 && seconds <= 60)).toBe(true);
    expect([...seen.messages][0]).toMatch(/^Muitas buscas de endereço desta conexão\./);
    figures.push(
      `| ${store()} | address lookup per IP | 30 / minute | 35 | 30 | 5 | ${range(seen.retryAfter)} | - |`,
    );
  });
});

/**
 * Sends `count` calls one after another and sorts the answers: how many were served (whatever
 * their status: a wrong credential still counts) before the first 429, and what the 429s said.
 */
async function burst(count: number, send: () => Promise<Answer>) {
  const statuses: number[] = [];
  const retryAfter: number[] = [];
  const messages = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const answer = await send();
    statuses.push(answer.status);
    if (answer.status === 429) {
      expect(answer.error.code).toBe("RATE_LIMITED");
      retryAfter.push(Number(answer.headers.get("retry-after")));
      messages.add(answer.error.message);
    }
  }
  const limited = statuses.filter((status) => status === 429).length;
  return { served: statuses.indexOf(429), limited, retryAfter, messages: [...messages] };
}

describe("the other open calls (database store)", () => {
  it("answers 30 recall lookups per 10 minutes from one address, then 429", async () => {
    const seen = await burst(33, () =>
      callRoute(recallByVin, {
        query: { chassi: "9BWAG45U6RT000001" },
        headers: { "x-forwarded-for": "203.0.113.110" },
      }),
    );
    expect(seen).toMatchObject({ served: 30, limited: 3 });
    expect(seen.retryAfter.every((seconds) => seconds > 500 && seconds <= 600)).toBe(true);
    expect(seen.messages[0]).toMatch(/^Muitas consultas de chassi feitas desta conexão\./);
    figures.push(
      `| ${store()} | recall lookup per IP | 30 / 10 min | 33 | 30 | 3 | ${range(seen.retryAfter)} | - |`,
    );
  });

  it("answers 120 FAQ searches a minute from one address, then 429", async () => {
    const seen = await burst(123, () =>
      callRoute(faqSearch, {
        query: { q: "agendar revisão" },
        headers: { "x-forwarded-for": "203.0.113.111" },
      }),
    );
    expect(seen).toMatchObject({ served: 120, limited: 3 });
    expect(seen.retryAfter.every((seconds) => seconds >= 1 && seconds <= 60)).toBe(true);
    expect(seen.messages[0]).toMatch(/^Muitas buscas feitas desta conexão\./);
    figures.push(
      `| ${store()} | FAQ search per IP | 120 / minute | 123 | 120 | 3 | ${range(seen.retryAfter)} | - |`,
    );
  });

  it("answers 30 dealer token requests per 10 minutes from one address, then 429", async () => {
    const seen = await burst(32, () =>
      callRoute(dealerToken, {
        rawBody: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: "concessionaria-desconhecida",
          client_secret: "segredo-errado",
        }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "203.0.113.112",
        },
      }),
    );
    expect(seen).toMatchObject({ served: 30, limited: 2 });
    expect(seen.messages[0]).toMatch(/^Muitas tentativas de obter token desta conexão\./);
    figures.push(
      `| ${store()} | dealer token per IP | 30 / 10 min | 32 (wrong secret) | 30 | 2 | ${range(seen.retryAfter)} | - |`,
    );
  });

  it("grants a dealer system 10 tokens per 10 minutes, however many wrong secrets others sent for its id", async () => {
    const issued = await issueDealerCredentials(dealerCode);
    const ask = (secret: string, ip: string) =>
      callRoute(dealerToken, {
        rawBody: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: issued.clientId,
          client_secret: secret,
        }),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      });
    // Someone who knows the public client id guesses from twenty addresses.
    for (let guess = 0; guess < 20; guess += 1) {
      expect((await ask(`adivinhado-${guess}`, `198.51.100.${guess + 1}`)).status).toBe(401);
    }
    let address = 0;
    const seen = await burst(12, () => ask(issued.clientSecret, `192.0.2.${(address += 1)}`));
    expect(seen).toMatchObject({ served: 10, limited: 2 });
    expect(seen.messages[0]).toMatch(/^Muitos tokens emitidos para este client_id\./);
    figures.push(
      `| ${store()} | dealer token per client | 10 / 10 min | 20 wrong secrets, then 12 right | 10 | 2 | ${range(seen.retryAfter)} | - |`,
    );
  });

  it("answers 30 login starts a minute from one address, then 429", async () => {
    const seen = await burst(33, () =>
      callRoute(startLogin, {
        body: { redirectToBack: "/" },
        headers: { "x-forwarded-for": "203.0.113.113" },
      }),
    );
    expect(seen).toMatchObject({ served: 30, limited: 3 });
    expect(seen.messages[0]).toMatch(/^Muitas tentativas de entrar a partir desta conexão\./);
    figures.push(
      `| ${store()} | login start per IP | 30 / minute | 33 | 30 | 3 | ${range(seen.retryAfter)} | - |`,
    );
  });

  it("counts a login started from a page's link with the API's: 30 a minute from one address", async () => {
    const headers = { "x-forwarded-for": "203.0.113.115" };
    const fromApi = await burst(20, () =>
      callRoute(startLogin, { body: { redirectToBack: "/" }, headers }),
    );
    expect(fromApi.limited).toBe(0);
    const fromLinks = await burst(13, () =>
      callRoute(loginFromPage, { query: { redirectToBack: "/garagem" }, headers }),
    );
    expect(fromLinks).toMatchObject({ served: 10, limited: 3 });
    expect(fromLinks.messages[0]).toMatch(/^Muitas tentativas de entrar a partir desta conexão\./);
  });

  it("sends a browser over the login-start limit to the home page's notice, not to an error's JSON", async () => {
    const address = { "x-forwarded-for": "203.0.113.116" };
    const follow = (headers: Record<string, string>) =>
      callRoute(loginFromPage, { query: { redirectToBack: "/garagem" }, headers });
    const spent = await burst(30, () => follow(address));
    expect(spent.limited).toBe(0);
    const browser = await follow({ ...address, "sec-fetch-mode": "navigate" });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe("/?login=indisponivel&voltar=%2Fgaragem");
    // A script still reads the refusal and when to try again.
    const script = await follow(address);
    expect(script.status).toBe(429);
    expect(script.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("records 60 monitoring transactions a minute from one address, then 429", async () => {
    const seen = await burst(62, () =>
      callRoute(recordMonitoring, {
        body: { transaction: "session_duration", durationMs: 1000 },
        headers: { "x-forwarded-for": "203.0.113.114" },
      }),
    );
    expect(seen).toMatchObject({ served: 60, limited: 2 });
    expect(seen.messages[0]).toMatch(
      /^Muitos registros de monitoramento enviados desta conexão\. Tente novamente em (\d+ segundos?|1 minuto)\.$/,
    );
    figures.push(
      `| ${store()} | monitoring per IP | 60 / minute | 62 | 60 | 2 | ${range(seen.retryAfter)} | - |`,
    );
  });
});

describe("Redis store", () => {
  it("shares one count between two instances", async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await probe.connect();
    const name = `test-lead-ip-${randomUUID().slice(0, 8)}`;
    const policy = { points: 10, windowSeconds: 3600, message: "Muitos pedidos enviados." };
    // Two limiters with the same policy stand for two app instances behind a load balancer.
    const first = defineRateLimit(name, policy, { store: "redis", redisUrl });
    const second = defineRateLimit(name, policy, { store: "redis", redisUrl });
    // At start-up, before Redis answers, the database counts instead (the insurance store).
    await redisStoreReady(redisUrl);
    const request = new Request("http://localhost/", {
      headers: { "x-forwarded-for": "203.0.113.200" },
    });
    let accepted = 0;
    let limited = 0;
    const retryAfter: number[] = [];
    for (let index = 0; index < 16; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      try {
        await instance.consume({ ip: request });
        accepted += 1;
      } catch (error) {
        const refused = error as { status: number; headers?: Record<string, string> };
        expect(refused.status).toBe(429);
        retryAfter.push(Number(refused.headers?.["retry-after"]));
        limited += 1;
      }
    }
    expect({ accepted, limited }).toEqual({ accepted: 10, limited: 6 });
    const keys = await probe.keys(`rl:${name}*`);
    expect(keys).toHaveLength(1);
    expect(Number(await probe.get(keys[0] ?? ""))).toBe(16);
    await probe.del(...keys);
    await probe.quit();
    figures.push(
      `| Redis (two instances) | lead per IP | 10 / hour | 16 (8 to each) | 10 | 6 | ${range(retryAfter)} | 1 shared key |`,
    );
  });
});
