import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { database } from "@/db";
import { idempotencyKeys } from "@/db/schema";
import { apiErrors } from "./api-error";

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** How long a key is remembered (the window Stripe and most payment APIs keep): 24 hours. */
export const idempotencyLifetimeMs = 24 * 60 * 60 * 1000;

const expiredBefore = (now: Date) => new Date(now.getTime() - idempotencyLifetimeMs);

/**
 * A claim with no answer after this long belongs to a process that died mid-request (no request
 * runs this long: the proxy gives up at 30 s). Its mutation either committed whole or not at all
 * (one transaction), and the retry acts again, as a retry with a new key would: better than
 * answering 409 to that key for a day. What the first attempt committed stays, and the booking
 * service answers a repeated confirmation of a slot with the booking it already made.
 */
export const abandonedClaimMs = 2 * 60 * 1000;

/** Deletes the keys older than 24 hours; run by the maintenance pass of every instance. */
export async function expireIdempotencyKeys(now = new Date()): Promise<number> {
  const deleted = await database()
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore(now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

export function requestHash(method: string, path: string, bodyText: string): string {
  return createHash("sha256").update(`${method} ${path}\n${bodyText}`).digest("hex");
}

export function parseIdempotencyKey(header: string | null): string | undefined {
  if (header === null) return undefined;
  const key = header.trim();
  if (key.length === 0 || key.length > 255) {
    throw apiErrors.validation("O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres.", {
      "Idempotency-Key": "Valor inválido.",
    });
  }
  return key;
}

interface Scope {
  key: string;
  method: string;
  path: string;
  hash: string;
}

const where = (scope: Scope) =>
  and(
    eq(idempotencyKeys.key, scope.key),
    eq(idempotencyKeys.method, scope.method),
    eq(idempotencyKeys.path, scope.path),
  );

/**
 * Claims the key before the mutation runs, so two concurrent retries cannot both act:
 * returns the first answer to replay, or undefined when this request owns the key.
 */
export async function claimIdempotencyKey(
  scope: Scope,
  now = new Date(),
): Promise<StoredResponse | undefined> {
  // A key older than 24 hours is free again, even before the sweep has deleted it.
  await database()
    .delete(idempotencyKeys)
    .where(and(where(scope), lt(idempotencyKeys.createdAt, expiredBefore(now))));
  const claimed = await database()
    .insert(idempotencyKeys)
    .values({ key: scope.key, method: scope.method, path: scope.path, requestHash: scope.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;

  const [existing] = await database().select().from(idempotencyKeys).where(where(scope));
  if (!existing) return claimIdempotencyKey(scope, now);
  if (existing.requestHash !== scope.hash) {
    throw apiErrors.unprocessable(
      "Esta Idempotency-Key já foi usada com outra requisição. Gere uma nova chave.",
    );
  }
  if (existing.status === null && existing.createdAt.getTime() < now.getTime() - abandonedClaimMs) {
    await database()
      .delete(idempotencyKeys)
      .where(
        and(
          where(scope),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - abandonedClaimMs)),
        ),
      );
    return claimIdempotencyKey(scope, now);
  }
  if (existing.status === null) {
    throw apiErrors.conflict(
      "Uma requisição com esta Idempotency-Key ainda está em processamento.",
    );
  }
  return { status: existing.status, body: existing.responseBody };
}

export async function completeIdempotencyKey(
  scope: Scope,
  response: StoredResponse,
): Promise<void> {
  await database()
    .update(idempotencyKeys)
    .set({ status: response.status, responseBody: response.body })
    .where(where(scope));
}

/** A failed attempt frees its key so the client can retry. */
export async function releaseIdempotencyKey(scope: Scope): Promise<void> {
  await database().delete(idempotencyKeys).where(where(scope));
}
