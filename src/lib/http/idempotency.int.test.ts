import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { database } from "@/db";
import { idempotencyKeys, mailOutbox } from "@/db/schema";
import type { RouteContract } from "./contract";
import { defineRoute } from "./define-route";
import { requestHash } from "./idempotency";
import { sweepExpiredRows } from "./maintenance";

const contract = {
  method: "POST",
  path: "/api/v1/counter",
  summary: "Counter",
  tag: "Test",
  auth: "api-key",
  idempotent: true,
  body: z.object({ amount: z.number().int() }),
  response: z.object({ total: z.number(), call: z.number() }),
} satisfies RouteContract;

function counterRoute() {
  let calls = 0;
  let total = 0;
  const route = defineRoute(contract, ({ body }) => {
    calls += 1;
    if (body.amount < 0) throw new Error("negative amounts fail after the key was claimed");
    total += body.amount;
    return { status: 201, body: { total, call: calls } };
  });
  return { route, calls: () => calls };
}

function post(amount: number, key?: string, session: Record<string, string> = {}) {
  return new Request("http://localhost/api/v1/counter", {
    method: "POST",
    body: JSON.stringify({ amount }),
    headers: {
      "api-key": process.env.API_KEY ?? "",
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
      ...session,
    },
  });
}

const context = { params: Promise.resolve({}) };

describe("Idempotency-Key", () => {
  it("runs a retried mutation once and replays the stored answer", async () => {
    const { route, calls } = counterRoute();
    const first = await route(post(5, "pedido-1"), context);
    const retry = await route(post(5, "pedido-1"), context);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual({ total: 5, call: 1 });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(calls()).toBe(1);

    const [stored] = await database()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "pedido-1"));
    expect(stored).toMatchObject({ method: "POST", path: "/api/v1/counter", status: 201 });
    expect(stored?.responseBody).toEqual({ total: 5, call: 1 });
  });

  it("keeps keys per session, whether it comes as the token header or the id_token cookie", async () => {
    const { route, calls } = counterRoute();
    const ownerA = { token: "token-da-sessao-a" };
    const ownerB = { token: "token-da-sessao-b" };
    const ownerACookie = { cookie: "outro=1; id_token=token-da-sessao-a" };
    expect(await (await route(post(7, "pedido-sessao", ownerA), context)).json()).toEqual({
      total: 7,
      call: 1,
    });
    // Another session sending the same key and body acts for itself, never reads A's answer.
    const other = await route(post(7, "pedido-sessao", ownerB), context);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await other.json()).toEqual({ total: 14, call: 2 });
    // The same session retried through its cookie is the same caller.
    const retry = await route(post(7, "pedido-sessao", ownerACookie), context);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual({ total: 7, call: 1 });
    expect(calls()).toBe(2);
  });

  it("refuses the same key with a different body (422) without acting", async () => {
    const { route, calls } = counterRoute();
    await route(post(1, "pedido-2"), context);
    const reused = await route(post(2, "pedido-2"), context);
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe("UNPROCESSABLE");
    expect(calls()).toBe(1);
  });

  it("frees the key when the mutation fails, so the client can retry", async () => {
    const { route } = counterRoute();
    const failed = await route(post(-1, "pedido-3"), context);
    expect(failed.status).toBe(500);
    expect(await database().$count(idempotencyKeys, eq(idempotencyKeys.key, "pedido-3"))).toBe(0);
  });

  it("acts every time without a key, and refuses an empty key", async () => {
    const { route, calls } = counterRoute();
    await route(post(1), context);
    await route(post(1), context);
    expect(calls()).toBe(2);
    const empty = await route(post(1, " "), context);
    expect(empty.status).toBe(400);
  });

  it("forgets a key after 24 hours: the same key acts again, and the sweep deletes old rows", async () => {
    const { route, calls } = counterRoute();
    await route(post(1, "pedido-antigo"), context);
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await database()
      .update(idempotencyKeys)
      .set({ createdAt: dayAndAnHourAgo })
      .where(eq(idempotencyKeys.key, "pedido-antigo"));
    // A day later the key is a new request, even with another body.
    const later = await route(post(7, "pedido-antigo"), context);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(calls()).toBe(2);

    await route(post(1, "pedido-esquecido"), context);
    await database()
      .update(idempotencyKeys)
      .set({ createdAt: dayAndAnHourAgo })
      .where(eq(idempotencyKeys.key, "pedido-esquecido"));
    const swept = await sweepExpiredRows();
    expect(swept.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(
      await database().$count(idempotencyKeys, eq(idempotencyKeys.key, "pedido-esquecido")),
    ).toBe(0);
    expect(await database().$count(idempotencyKeys, eq(idempotencyKeys.key, "pedido-antigo"))).toBe(
      1,
    );
  });

  it("takes over a claim abandoned by a process that died mid-request, but not one in flight", async () => {
    const { route, calls } = counterRoute();
    const claim = (key: string, createdAt: Date) =>
      database()
        .insert(idempotencyKeys)
        .values({
          key,
          method: "POST",
          path: "/api/v1/counter",
          requestHash: requestHash("POST", "/api/v1/counter", JSON.stringify({ amount: 5 })),
          createdAt,
        });
    await claim("pedido-orfao", new Date(Date.now() - 3 * 60 * 1000));
    const retried = await route(post(5, "pedido-orfao"), context);
    expect(retried.status).toBe(201);
    expect(calls()).toBe(1);
    const [row] = await database()
      .select({ status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "pedido-orfao"));
    expect(row?.status).toBe(201);

    await claim("pedido-em-curso", new Date());
    const concurrent = await route(post(5, "pedido-em-curso"), context);
    expect(concurrent.status).toBe(409);
    expect(calls()).toBe(1);
  });
});

describe("the maintenance sweep and the mail outbox", () => {
  it("deletes sent and dropped mails after 30 days and keeps failed and pending ones", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const rows = await database()
      .insert(mailOutbox)
      .values([
        { topic: "transfer", kind: "reminder", status: "sent", createdAt: daysAgo(31) },
        { topic: "transfer", kind: "reminder", status: "dropped", createdAt: daysAgo(31) },
        { topic: "transfer", kind: "reminder", status: "sent", createdAt: daysAgo(29) },
        { topic: "transfer", kind: "reminder", status: "failed", createdAt: daysAgo(60) },
        { topic: "transfer", kind: "reminder", status: "pending", createdAt: daysAgo(60) },
      ])
      .returning({ id: mailOutbox.id, status: mailOutbox.status, createdAt: mailOutbox.createdAt });
    const swept = await sweepExpiredRows();
    expect(swept.settledMails).toBeGreaterThanOrEqual(2);
    const left = await database()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    const kept = rows.filter((row) => left.some((still) => still.id === row.id));
    expect(kept.map((row) => row.status).sort()).toEqual(["failed", "pending", "sent"]);
  });
});
