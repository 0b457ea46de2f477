// Property-based fuzzing of every operation of the OpenAPI document (decision 032): random and
// hostile bodies, query strings, headers and path parameters, as a visitor and as a signed-in
// owner. Every answer must be below 500, every error must have the error shape, and a batch of
// refused writes must leave the database as it was. The proxy gets random methods and paths.
// The figures go to bench/results/fuzz.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiContracts } from "@/app/api/v1/api-contracts";
import { database, databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import { endedSessions, owners } from "@/db/schema";
import type { RouteContract } from "@/lib/http";
import { proxy } from "@/proxy";
import {
  requestCookies,
  sessionCookies,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../support/owner-tokens";
import {
  AnswerMismatch,
  callRoute,
  errorBodySchema,
  routeOf,
  type ContractRoute,
} from "../support/route-caller";

const issuer = vi.hoisted(() => {
  // Each file's test provider listens in a band of its own below Linux's ephemeral ports (32768
  // and up): a random port there once met an outgoing connection's and the suite failed to start.
  const url = `http://127.0.0.1:${20000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  // Fuzzing hammers every limited route from one address; the limits have their own tests.
  process.env.RATE_LIMIT_MULTIPLIER = "100000";
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar: jar } = await import("../support/owner-tokens");
  return { cookies: async () => jar(), headers: async () => new Headers() };
});

const apiKey = process.env.API_KEY ?? "";
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 32);
const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// A lone surrogate cannot be percent-encoded: a browser would send U+FFFD in its place.
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, "\ufffd"));

/** The field names a schema knows, so generated bodies reach validation, not just "unknown". */
function knownKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}

const hostileText = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "' OR '1'='1' --",
    "'; drop table owners; --",
    "<script>alert(1)</script>",
    "../../../../etc/passwd",
    "%00",
    "\u0000",
    "\u202e",
    "\ud800",
    "𝕍𝕎".repeat(200),
    "9".repeat(400),
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "null",
    "true",
    "{}",
    "[]",
    "__proto__",
    "constructor",
    "${7*7}",
    "9BWZZZ377VT004251",
    "ABC1D23",
    "2026-02-30",
    "01310-100",
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(Number.MAX_SAFE_INTEGER + 2),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

function bodyFor(contract: RouteContract): fc.Arbitrary<string | undefined> {
  const keys = knownKeys(contract.body);
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), {
          requiredKeys: [],
        })
      : fc.constant({});
  return fc.oneof(
    fc.constant(undefined),
    shaped.map((value) => JSON.stringify(value)),
    hostileValue.map((value) => JSON.stringify(value) ?? "null"),
    fc.constantFrom("{", "[1,", "não é json", '{"a":1}{"b":2}', "\u0000", "x".repeat(70_000)),
  );
}

function queryFor(contract: RouteContract): fc.Arbitrary<[string, string][]> {
  const keys = knownKeys(contract.query);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileText) : hostileText;
  return fc.array(fc.tuple(key, hostileText), { maxLength: 5 });
}

const headersArbitrary = fc.record({
  apiKey: fc.constantFrom("valid", "valid", "missing", "wrong"),
  authorization: fc.constantFrom(
    undefined,
    "Bearer lixo",
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhIn0.",
    "Basic !!!",
    "Basic " + btoa("cliente:segredo"),
  ),
  contentType: fc.constantFrom(
    "application/json",
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    undefined,
  ),
  token: fc.option(hostileText, { nil: undefined }),
  forwardedFor: fc.option(fc.ipV4(), { nil: undefined }),
  idempotencyKey: fc.option(hostileText, { nil: undefined }),
});

type HeaderCase = typeof headersArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Case {
  params: Record<string, string>;
  query: [string, string][];
  body: string | undefined;
  headers: HeaderCase;
  asOwner: boolean;
}

function caseFor(contract: RouteContract): fc.Arbitrary<Case> {
  const names = [...contract.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((name) => [name, hostileText]))),
    query: queryFor(contract),
    body: writeMethods.has(contract.method) ? bodyFor(contract) : fc.constant(undefined),
    headers: headersArbitrary,
    asOwner: fc.boolean(),
  });
}

let provider: TestIdentityProvider;
let ownerToken = "";
const fuzzOwner = "owner-fuzz";
const figures: { operation: string; runs: number; statuses: Map<number, number> }[] = [];
const failures: string[] = [];

/** A digest of every table a request could change; counters and replay keys excepted. */
async function databaseDigest(): Promise<string> {
  const tables = (await database().execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('rate_limits', 'idempotency_keys', '__drizzle_migrations')
    order by table_name`)) as unknown as { rows?: { table_name: string }[] } & {
    table_name: string;
  }[];
  const names = (tables.rows ?? tables).map((row) => row.table_name);
  const parts = names.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t)`,
  );
  const result = (await database().execute(
    sql`select md5(concat_ws(',', ${sql.join(parts, sql`, `)})) as digest`,
  )) as unknown as { rows?: { digest: string }[] } & { digest: string }[];
  return (result.rows ?? result)[0]?.digest ?? "";
}

/**
 * Sends a case and answers its status. The shared caller checks the answer: an error must have
 * the error shape (a code and a pt-BR message), a success must be what the contract says; a
 * 5xx or an answer off either is recorded as a failure of the operation.
 */
async function send(label: string, route: ContractRoute, fuzzCase: Case): Promise<number> {
  const { headers: h } = fuzzCase;
  const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, "?");
  const headers: Record<string, string> = {};
  if (h.authorization) headers.authorization = h.authorization;
  if (h.contentType && fuzzCase.body !== undefined) headers["content-type"] = h.contentType;
  if (h.token !== undefined) headers.token = printable(h.token);
  if (h.forwardedFor) headers["x-forwarded-for"] = h.forwardedFor;
  if (h.idempotencyKey !== undefined) headers["idempotency-key"] = printable(h.idempotencyKey);
  const cookies = fuzzCase.asOwner ? sessionCookies(ownerToken) : new Map<string, string>();
  try {
    const answer = await requestCookies.run(cookies, () =>
      callRoute(route, {
        params: fuzzCase.params,
        query: fuzzCase.query,
        rawBody: fuzzCase.body,
        headers,
        apiKey: h.apiKey === "missing" ? null : h.apiKey === "valid" ? apiKey : "chave-errada",
      }),
    );
    if (answer.status >= 500)
      failures.push(`${label}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return answer.status;
  } catch (error) {
    if (!(error instanceof AnswerMismatch)) throw error;
    failures.push(`${label}: ${error.message.slice(0, 400)}`);
    return error.status;
  }
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  ownerToken = await provider.issueIdToken(fuzzOwner, "Dona Fuzz");
});

afterAll(async () => {
  await provider?.close();
  const total = figures.reduce((sum, figure) => sum + figure.runs, 0);
  const serverErrors = figures.reduce(
    (sum, figure) =>
      sum + [...figure.statuses].filter(([status]) => status >= 500).reduce((s, [, n]) => s + n, 0),
    0,
  );
  const rows = figures.map(
    (figure) =>
      `| ${figure.operation} | ${figure.runs} | ${[...figure.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")} |`,
  );
  writeFileSync(
    path.join(process.cwd(), "bench/results/fuzz.md"),
    [
      "# Fuzzing the API",
      "",
      "Written by `tests/integration/fuzz.int.test.ts` (decision 032): random and hostile bodies,",
      "query strings, headers and path parameters at every operation, as a visitor and as an owner.",
      "",
      `Generated ${new Date().toISOString()} on the ${databaseHandle().kind} database.`,
      `Cases: ${total}; answers of 5xx: ${serverErrors}.`,
      "",
      "| operation | cases | answers |",
      "| --- | --- | --- |",
      ...rows,
      "",
    ].join("\n"),
  );
});

describe("fuzzing every operation of the API", () => {
  // Login and logout hand the browser to the identity provider and back: their handlers need a
  // real request scope (tests/e2e/login.spec.ts); hostile input to them is fuzzed at the proxy.
  // The provider's back-channel logout is a plain server call, fuzzed here like any other.
  const operations = apiContracts.filter(
    (contract) =>
      !contract.path.startsWith("/api/v1/auth-redirect") ||
      contract.path.endsWith("/backchannel-logout"),
  );

  it.each(operations.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    "%s: no 5xx, the error shape on every error, nothing stored by a refused write",
    async (label, contract) => {
      const route = await routeOf(contract.method, contract.path);
      // A fuzzed DELETE /core/user may have removed the owner, and ended every session of the
      // account: give them back their row and their session, so the owner's cases of every later
      // operation pass the session and reach the body.
      await database().insert(owners).values({ id: fuzzOwner }).onConflictDoNothing();
      await database().delete(endedSessions);
      const statuses = new Map<number, number>();
      const writes = writeMethods.has(contract.method);
      const before = writes ? await databaseDigest() : "";
      let accepted = 0;
      const property = (cases: fc.Arbitrary<Case>) =>
        fc.asyncProperty(cases, async (fuzzCase) => {
          const status = await send(label, route, fuzzCase);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status < 400) accepted += 1;
        });
      await fc.assert(property(caseFor(contract)), { numRuns: runsPerOperation, seed: 20261124 });
      let runs = runsPerOperation;
      if (contract.auth === "owner") {
        // Most random cases stop at the session check; these come as the signed-in owner with the
        // right api-key and no stray Authorization or token header, so their params, query and
        // body are what is refused or served.
        const signedIn = caseFor(contract).map((fuzzCase): Case => ({
          ...fuzzCase,
          asOwner: true,
          headers: {
            ...fuzzCase.headers,
            apiKey: "valid",
            authorization: undefined,
            token: undefined,
          },
        }));
        await fc.assert(property(signedIn), { numRuns: runsPerOperation, seed: 20261125 });
        runs += runsPerOperation;
      }
      figures.push({ operation: label, runs, statuses });
      expect(failures.filter((failure) => failure.startsWith(label))).toEqual([]);
      if (writes && accepted === 0) expect(await databaseDigest(), label).toBe(before);
    },
  );

  it("the proxy answers random methods and paths without a 5xx, in the error shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "GET",
          "POST",
          "PUT",
          "PATCH",
          "DELETE",
          "HEAD",
          "OPTIONS",
          "TRACE",
          "PROPFIND",
          "FOO",
        ),
        fc.oneof(
          fc.constantFrom(
            "/api/v1/%",
            "/api/v1/%zz",
            "/%E0%A4%A",
            "/api/v1/%00",
            "/ofertas/%C0%AF",
          ),
          fc.webPath(),
          hostileText.map((text) => `/api/v1/${encode(text)}`),
        ),
        async (method, pathText) => {
          const request = new NextRequest(new URL(`http://localhost:3000${pathText}`), {
            method: method === "TRACE" ? "GET" : method,
          });
          const response = await proxy(request);
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            const body = errorBodySchema.parse(await response.json());
            expect(body.error.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
