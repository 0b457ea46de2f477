import { lt } from "drizzle-orm";
import { database } from "@/db";
import { rateLimits } from "@/db/schema";
import { logger } from "../logger";
import { pruneSettledMails } from "../mail-outbox";
import { expireIdempotencyKeys } from "./idempotency";
import { processSlot } from "../process-state";

const intervalMs = 10 * 60 * 1000;

/**
 * Deletes what has outlived its use: idempotency keys after 24 hours, rate-limit counts after their
 * window, sent and dropped mails after 30 days.
 */
export async function sweepExpiredRows(now = new Date()) {
  const idempotencyKeys = await expireIdempotencyKeys(now);
  const counters = await database()
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  const settledMails = await pruneSettledMails(now);
  return { idempotencyKeys, rateLimits: counters.length, settledMails };
}

const timer = processSlot<NodeJS.Timeout>("maintenance.timer");

/** Every instance sweeps every ten minutes; deleting the same expired rows twice is harmless. */
export function startMaintenance(): void {
  if (timer.get()) return;
  const interval = setInterval(() => {
    sweepExpiredRows().catch((error: unknown) =>
      logger().warn(
        { err: { message: error instanceof Error ? error.message.split("\n")[0] : "" } },
        "maintenance sweep failed",
      ),
    );
  }, intervalMs);
  interval.unref();
  timer.set(interval);
}
