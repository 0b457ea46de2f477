// The database going away and coming back, on PostgreSQL (npm run test:pg, .ci/run): the app's
// connections go through a TCP relay this test can cut. Pages answer the pt-BR 503 page while
// the database is gone, the API its error shape, and both recover without a restart. The
// embedded PGlite runs in the process and cannot go away; this file needs a PostgreSQL server.
import { createServer, type Server, type Socket, connect } from "node:net";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readiness } from "@/app/api/v1/health/ready/route";
import { GET as liveness } from "@/app/api/v1/health/live/route";
import { GET as dealersList } from "@/app/api/v1/dealers/route";
import { closeDatabase, database, type DatabaseHandle } from "@/db";
import { openDatabase } from "@/db/client";
import { databaseAvailability } from "@/lib/database-availability";
import { apiErrorFromDatabase } from "@/lib/http/database-errors";
import { checkDatabaseAtStart } from "@/lib/http/database-recovery";
import { processSlot } from "@/lib/process-state";
import { proxy } from "@/proxy";
import { callRoute } from "../support/route-caller";

const target = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;

/** A TCP relay to PostgreSQL that can be cut (every connection dropped) and restored. */
function relayTo(host: string, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  return {
    get port() {
      return listenPort;
    },
    up: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(port, host);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("close", () => sockets.delete(socket));
            socket.on("error", () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(listenPort, "127.0.0.1", () => {
          listenPort = (server?.address() as { port: number }).port;
          resolve();
        });
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

const relay = relayTo(target?.hostname ?? "127.0.0.1", Number(target?.port || 5432));
const handleSlot = processSlot<DatabaseHandle>("db.handle");

/** The app's database handle, through the relay. */
async function connectThroughRelay() {
  await closeDatabase();
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.hostname = "127.0.0.1";
  url.port = String(relay.port);
  handleSlot.set(openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" }));
}

const page = (path: string) => proxy(new NextRequest(new URL(`http://localhost:3000${path}`)));

async function until(check: () => Promise<boolean>, timeoutMs = 12_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the condition did not come true in time");
}

describe.skipIf(!target)("the database going away", () => {
  beforeAll(async () => {
    await relay.up();
    await connectThroughRelay();
  });

  afterAll(async () => {
    databaseAvailability.markUp();
    await closeDatabase();
    await relay.down();
  });

  it("answers pages with the pt-BR 503 page and the API with its error shape, then recovers without a restart", async () => {
    expect((await callRoute(readiness)).status).toBe(200);
    expect((await page("/ofertas")).status).toBe(200);

    await relay.down();
    const refused = await callRoute(dealersList);
    expect(refused.status).toBe(503);
    expect(refused.error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Serviço temporariamente indisponível. Tente novamente em instantes.",
    });
    expect(databaseAvailability.isDown()).toBe(true);
    const outagePage = await page("/ofertas");
    expect(outagePage.status).toBe(503);
    expect(outagePage.headers.get("retry-after")).toBe("5");
    expect(outagePage.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await outagePage.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("Serviço temporariamente indisponível");
    expect(html).toContain("Tentar novamente");
    expect((await callRoute(readiness)).status).toBe(503);
    // Liveness never asks the database: a load balancer keeps the instance while it waits.
    expect((await callRoute(liveness)).status).toBe(200);

    await relay.up();
    await until(async () => !databaseAvailability.isDown());
    expect((await page("/ofertas")).status).toBe(200);
    expect((await callRoute(dealersList)).status).toBe(200);
    expect((await callRoute(readiness)).status).toBe(200);
  });

  it("turns a query cut off mid-request into a 503, never a 500", async () => {
    const pending = database().execute(sql`select pg_sleep(3)`);
    const failure = pending.then(
      () => undefined,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await relay.down();
    const error = await failure;
    expect(error).toBeDefined();
    expect(apiErrorFromDatabase(error)?.status).toBe(503);
    await relay.up();
    await until(async () => {
      const response = await callRoute(dealersList);
      return response.status === 200;
    });
  });

  it("an instance that starts while the database is away answers 503 from its first page", async () => {
    await relay.down();
    await connectThroughRelay();
    databaseAvailability.markUp();
    await checkDatabaseAtStart();
    expect(databaseAvailability.isDown()).toBe(true);
    expect((await page("/")).status).toBe(503);
    await relay.up();
    await until(async () => !databaseAvailability.isDown());
    expect((await page("/")).status).toBe(200);
  });
});
