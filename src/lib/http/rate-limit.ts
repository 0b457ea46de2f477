import { createHash } from "node:crypto";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { Redis } from "ioredis";
import { database } from "@/db";
import { rateLimits } from "@/db/schema";
import { config } from "../config";
import { logger } from "../logger";
import { apiErrors } from "./api-error";
import { clientAddress } from "./client-address";
import { loggableError } from "./database-errors";
import { processSlot } from "../process-state";

/**
 * Rate limits of the open routes (decision 019): named policies counted per IP address or per
 * account (an e-mail, a client id), in the database by default and in Redis when REDIS_URL is set,
 * so every instance shares the counts. Over the limit: 429, Retry-After and a pt-BR message.
 */
export interface RateLimitPolicy {
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  /** What the caller reads on a 429 (pt-BR); the wait is added to it. */
  message: string;
}

/** Whom a count belongs to: the caller's IP address, or an account (hashed before it is stored). */
export type RateLimitKey = { ip: Pick<Request, "headers"> } | { account: string };

export interface RateLimit {
  readonly name: string;
  readonly policy: RateLimitPolicy;
  /** Counts one request; over the limit it throws the 429 ApiError. */
  consume(key: RateLimitKey): Promise<void>;
  /** Forgets a key's count (a successful login may clear its failures). */
  reset(key: RateLimitKey): Promise<void>;
}

type Store = "database" | "redis";

const sharedRedis = processSlot<{ url: string; client: Redis }>("rateLimit.redis");

function redisClient(url: string): Redis {
  const current = sharedRedis.get();
  if (current?.url === url) return current.client;
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  client.on("error", (error: Error) =>
    logger().warn({ err: { message: error.message } }, "rate-limit redis unavailable"),
  );
  return sharedRedis.set({ url, client }).client;
}

/** Resolves once the shared Redis connection is up (until then counts go to the database). */
export async function redisStoreReady(url: string): Promise<void> {
  const client = redisClient(url);
  if (client.status === "ready") return;
  await new Promise<void>((resolve, reject) => {
    client.once("ready", () => resolve());
    setTimeout(() => reject(new Error("redis did not become ready")), 5000).unref();
  });
}

/** Closes the shared Redis connection (tests and scripts end with it). */
export async function closeRateLimitStore(): Promise<void> {
  const current = sharedRedis.get();
  sharedRedis.set(undefined);
  await current?.client.quit().catch(() => undefined);
}

// The database handle is looked up on every call, so a reopened database is used as it is.
const drizzleClient = {
  insert: (...args: Parameters<ReturnType<typeof database>["insert"]>) =>
    database().insert(...args),
  select: (...args: Parameters<ReturnType<typeof database>["select"]>) =>
    database().select(...args),
  delete: (...args: Parameters<ReturnType<typeof database>["delete"]>) =>
    database().delete(...args),
};

const scaled = (policy: RateLimitPolicy) =>
  Math.max(1, Math.round(policy.points * config().RATE_LIMIT_MULTIPLIER));

function databaseLimiter(name: string, policy: RateLimitPolicy) {
  return new RateLimiterDrizzle({
    storeClient: drizzleClient,
    schema: rateLimits,
    keyPrefix: name,
    points: scaled(policy),
    duration: policy.windowSeconds,
    // Expired rows are swept by the maintenance pass, not by one timer per policy.
    clearExpiredByTimeout: false,
  } as ConstructorParameters<typeof RateLimiterDrizzle>[0]);
}

function limiterFor(
  name: string,
  policy: RateLimitPolicy,
  store: Store,
  redisUrl?: string,
): RateLimiterAbstract {
  if (store === "redis" && redisUrl) {
    return new RateLimiterRedis({
      storeClient: redisClient(redisUrl),
      keyPrefix: `rl:${name}`,
      points: scaled(policy),
      duration: policy.windowSeconds,
      rejectIfRedisNotReady: true,
      // Redis down: the database keeps counting, so limits hold and writes are not refused.
      insuranceLimiter: databaseLimiter(name, policy),
    });
  }
  return databaseLimiter(name, policy);
}

function keyOf(key: RateLimitKey): string {
  if ("ip" in key) return `ip:${clientAddress(key.ip)}`;
  // Accounts are e-mails and ids: only their hash is stored, never the address itself.
  const digest = createHash("sha256").update(key.account.trim().toLowerCase()).digest("hex");
  return `account:${digest.slice(0, 32)}`;
}

export function retryMessage(policy: RateLimitPolicy, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} segundo${seconds === 1 ? "" : "s"}`
      : `${minutes} minuto${minutes === 1 ? "" : "s"}`;
  return `${policy.message} Tente novamente em ${wait}.`;
}

/**
 * A named policy. The store is chosen on first use: Redis when REDIS_URL is set, else the
 * database; `options.store` pins one (tests of both stores).
 */
export function defineRateLimit(
  name: string,
  policy: RateLimitPolicy,
  options: { store?: Store; redisUrl?: string } = {},
): RateLimit {
  let limiter: RateLimiterAbstract | undefined;
  const current = () => {
    if (!limiter) {
      const redisUrl = options.redisUrl ?? config().REDIS_URL;
      const store = options.store ?? (redisUrl ? "redis" : "database");
      limiter = limiterFor(name, policy, store, redisUrl);
    }
    return limiter;
  };
  return {
    name,
    policy,
    async consume(key) {
      try {
        await current().consume(keyOf(key));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          // The counter store failed (database and Redis both): the request goes on, and the
          // failure is logged; refusing every write while the store is down would lose leads.
          logger().warn(
            { policy: name, err: loggableError(rejection) },
            "rate-limit store unavailable; request allowed",
          );
          return;
        }
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        logger().info({ policy: name, retryAfter: seconds }, "rate limited");
        throw apiErrors.rateLimited(retryMessage(policy, seconds), seconds);
      }
    },
    async reset(key) {
      await current().delete(keyOf(key));
    },
  };
}
