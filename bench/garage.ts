// `npm run bench:garage`: /garagem rendered for 50 different logged-in owners at once. Each
// connection carries its own owner's id token, signed with the embedded provider's own key (read
// from its data folder), so the storefront verifies every request as it does in production.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { importJWK, SignJWT, type JWK } from "jose";
import { buildVehicleRegistry } from "../src/db/seed/vehicle-registry";
import { loadSigningKeys } from "../services/identity/signing-keys";
import { startBenchServer } from "./server";

const port = Number(process.env.BENCH_PORT ?? 3700);
const owners = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const apiKey = process.env.API_KEY ?? "dev-api-key-change-me";

const server = await startBenchServer(port);
try {
  const { keys } = await loadSigningKeys(path.join(".data/bench", "identity"));
  const [jwk] = keys as (JWK & { kid: string })[];
  if (!jwk) throw new Error("the provider has no signing key");
  const key = await importJWK(jwk, "RS256");
  const issuer = `http://localhost:${port + 1}`;
  const cookies = await Promise.all(
    Array.from({ length: owners }, async (_, index) => {
      const token = await new SignJWT({ name: `Proprietário ${index + 1}` })
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(process.env.OIDC_CLIENT_ID ?? "storefront")
        .setSubject(`bench-owner-${index + 1}`)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(key);
      return `id_token=${token}; exp_aut=${Date.now() + 3_600_000}`;
    }),
  );

  // Every owner gets two vehicles of the registry and a favourite dealer, as after /cadastro.
  const free = buildVehicleRegistry().filter((vehicle) => vehicle.ownerId === null);
  for (const [index, cookie] of cookies.entries()) {
    const headers = { "api-key": apiKey, cookie, "content-type": "application/json" };
    for (const vehicle of free.slice(index * 2, index * 2 + 2)) {
      const found = await fetch(
        `${server.baseUrl}/api/v1/core/vehicles/search?vin=${vehicle.vin}`,
        {
          headers,
        },
      );
      const { vehicle: hit } = (await found.json()) as { vehicle: { id: number } };
      const added = await fetch(`${server.baseUrl}/api/v1/core/vehicles`, {
        method: "POST",
        headers,
        body: JSON.stringify({ vehicleId: hit.id, vin: vehicle.vin }),
      });
      if (added.status !== 201) throw new Error(`adding a vehicle answered ${added.status}`);
    }
    await fetch(`${server.baseUrl}/api/v1/core/dealer`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ dealerId: 1 + index }),
    });
  }

  const warm = await fetch(`${server.baseUrl}/garagem?view=servicos`, {
    headers: { cookie: cookies[0] ?? "" },
  });
  const html = await warm.text();
  if (!html.includes("Próximas revisões"))
    throw new Error("the garage did not render for an owner");

  let next = 0;
  const result = await autocannon({
    url: `${server.baseUrl}/garagem?view=servicos`,
    connections: owners,
    duration: durationSeconds,
    // A page slower than this counts as an error, not as a latency.
    timeout: 30,
    requests: [
      {
        // One owner per connection: 50 connections are 50 different owners.
        setupRequest: (request, context) => {
          const ctx = context as { cookie?: string };
          ctx.cookie ??= cookies[next++ % owners];
          return { ...request, headers: { ...request.headers, cookie: ctx.cookie ?? "" } };
        },
      },
    ],
  });
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    },
    page: "/garagem?view=servicos",
    owners,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/garage-${report.date.slice(0, 10)}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
} finally {
  await server.stop();
}
