import "server-only";
import { and, asc, eq, isNotNull, isNull, lte, lt, or } from "drizzle-orm";
import { database } from "@/db";
import { dealerCredentials, leadOutbox, leads } from "@/db/schema";
import { logger } from "@/lib/logger";
import { maxDeliveryAttempts, nextAttemptDelayMs } from "@/lib/backoff";
import { leadForDelivery } from "./dealer-leads";

/** How long a worker holds an entry: longer than one delivery's timeout, so no one else takes it. */
const claimMs = 60_000;
const webhookTimeoutMs = 10_000;

export interface DeliveryOptions {
  now?: Date;
  limit?: number;
  /** The HTTP client used for dealers' webhooks. */
  send?: typeof fetch;
  jitter?: () => number;
}

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
}

/** Takes a due entry for this worker; false when another instance took it first. */
async function claim(leadId: string, now: Date): Promise<boolean> {
  const claimed = await database()
    .update(leadOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs) })
    .where(
      and(
        eq(leadOutbox.leadId, leadId),
        eq(leadOutbox.status, "pending"),
        or(isNull(leadOutbox.lockedUntil), lt(leadOutbox.lockedUntil, now)),
      ),
    )
    .returning({ leadId: leadOutbox.leadId });
  return claimed.length > 0;
}

/**
 * Pushes the lead to the dealer's webhook, with the entry's key as Idempotency-Key so a retry after
 * a lost answer is recognised. Only a 2xx answer delivers it; a dealer without a webhook pulls its
 * leads from the API, and the lead stays pending until it does.
 */
async function deliver(leadId: string, deliveryKey: string, send: typeof fetch): Promise<boolean> {
  const { lead, dealerId } = await leadForDelivery(leadId);
  const [target] = await database()
    .select({ webhookUrl: dealerCredentials.webhookUrl })
    .from(dealerCredentials)
    .where(eq(dealerCredentials.dealerId, dealerId));
  if (!target?.webhookUrl) return false;
  const response = await send(target.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": deliveryKey },
    body: JSON.stringify({ ...lead, delivery: undefined }),
    signal: AbortSignal.timeout(webhookTimeoutMs),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`dealer webhook answered HTTP ${response.status}`);
  return true;
}

/** One pass over the due entries: deliver each, or schedule its next attempt with back-off. */
export async function deliverDueLeads(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const send = options.send ?? fetch;
  const jitter = options.jitter ?? Math.random;
  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  const due = await database()
    .select({
      leadId: leadOutbox.leadId,
      deliveryKey: leadOutbox.deliveryKey,
      attempts: leadOutbox.attempts,
    })
    .from(leadOutbox)
    // Only leads whose dealer has a webhook: the others wait for the dealer's pull.
    .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
    .innerJoin(dealerCredentials, eq(dealerCredentials.dealerId, leads.dealerId))
    .where(
      and(
        isNotNull(dealerCredentials.webhookUrl),
        eq(leadOutbox.status, "pending"),
        lte(leadOutbox.nextAttemptAt, now),
        or(isNull(leadOutbox.lockedUntil), lt(leadOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(options.limit ?? 20);

  for (const entry of due) {
    if (!(await claim(entry.leadId, now))) continue;
    const attempts = entry.attempts + 1;
    try {
      if (!(await deliver(entry.leadId, entry.deliveryKey, send))) {
        await database()
          .update(leadOutbox)
          .set({ lockedUntil: null })
          .where(eq(leadOutbox.leadId, entry.leadId));
        continue;
      }
      const channel = "webhook" as const;
      await database()
        .update(leadOutbox)
        .set({
          status: "delivered",
          channel,
          attempts,
          deliveredAt: now,
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(leadOutbox.leadId, entry.leadId));
      logger().info({ leadId: entry.leadId, channel, attempts }, "lead delivered");
      report.delivered += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = attempts >= maxDeliveryAttempts;
      await database()
        .update(leadOutbox)
        .set({
          status: exhausted ? "failed" : "pending",
          attempts,
          lastError: message.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts, jitter())),
        })
        .where(eq(leadOutbox.leadId, entry.leadId));
      logger().warn(
        { leadId: entry.leadId, attempts, exhausted, err: message },
        "lead delivery failed",
      );
      if (exhausted) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}
