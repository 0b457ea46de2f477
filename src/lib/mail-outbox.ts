import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { mailOutbox } from "@/db/schema";
import { maxDeliveryAttempts, nextAttemptDelayMs } from "./backoff";
import { logger } from "./logger";
import { periodicTask } from "./periodic-task";
import { sendMail, type Mail } from "./mail";

export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
type MailTopic = MailOutboxEntry["topic"];

/**
 * Builds an entry's mail when it is sent, from what is stored then; null when there is nobody
 * left to write to. A failure (the identity provider away) is retried like a refused send.
 */
export type MailRenderer = (entry: MailOutboxEntry) => Promise<Mail | null>;

export interface MailDeliveryOptions {
  now?: Date;
  limit?: number;
  jitter?: () => number;
}

export interface MailDeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** How long a sent or dropped mail stays on record, for an owner who asks what was sent. */
export const settledMailKeepDays = 30;

/**
 * Deletes the sent and dropped mails older than `settledMailKeepDays`; a failed one stays until an
 * operator has read its error. Returns how many went.
 */
export async function pruneSettledMails(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - settledMailKeepDays * 86_400_000);
  const pruned = await database()
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ["sent", "dropped"]), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return pruned.length;
}

/** How long a worker holds an entry: longer than SMTP's timeouts, so no one else takes it. */
const claimMs = 60_000;

/**
 * Writes a mail to send in the caller's transaction: it exists once the change it tells of is
 * committed, and never if the change is rolled back. Returns its id for `deliverMails`.
 */
export async function enqueueMail(
  tx: DatabaseTransaction,
  entry: Pick<
    typeof mailOutbox.$inferInsert,
    | "topic"
    | "kind"
    | "bookingId"
    | "claimId"
    | "revisionReminderId"
    | "previousStartsAt"
    | "recipientId"
    | "vehicleLabel"
  >,
): Promise<number> {
  // Due by the app's clock, which the workers compare it with, not the database's.
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...entry, nextAttemptAt: new Date() })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

/** Pending, its back-off over, and held by no worker (or by one that died holding it). */
function due(now: Date) {
  return and(
    eq(mailOutbox.status, "pending"),
    lte(mailOutbox.nextAttemptAt, now),
    or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
  );
}

/** Takes a due entry for this worker; undefined when another instance took it first. */
async function claim(id: number, now: Date): Promise<MailOutboxEntry | undefined> {
  const [claimed] = await database()
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimMs) })
    .where(and(eq(mailOutbox.id, id), due(now)))
    .returning();
  return claimed;
}

/** Sends one claimed entry, or schedules its next attempt with back-off. */
async function attempt(
  entry: MailOutboxEntry,
  render: MailRenderer,
  now: Date,
  jitter: () => number,
  report: MailDeliveryReport,
): Promise<void> {
  const attempts = entry.attempts + 1;
  const settle = (change: Partial<MailOutboxEntry>) =>
    database()
      .update(mailOutbox)
      .set({ ...change, attempts, lockedUntil: null })
      .where(eq(mailOutbox.id, entry.id));
  try {
    const mail = await render(entry);
    if (!mail) {
      await settle({ status: "dropped", lastError: null });
      return;
    }
    await sendMail(mail);
    await settle({ status: "sent", sentAt: new Date(), lastError: null });
    report.sent += 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const exhausted = attempts >= maxDeliveryAttempts;
    await settle({
      status: exhausted ? "failed" : "pending",
      lastError: message.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(attempts, jitter())),
    });
    const fields = { mailId: entry.id, topic: entry.topic, kind: entry.kind, attempts };
    if (exhausted) {
      // Nobody will try it again: an operator reads last_error and decides.
      logger().error({ ...fields, err: message }, "mail not sent, attempts exhausted");
      report.failed += 1;
    } else {
      logger().warn({ ...fields, err: message }, "mail not sent, will retry");
      report.retried += 1;
    }
  }
}

async function deliver(
  ids: readonly number[],
  render: MailRenderer,
  options: MailDeliveryOptions,
): Promise<MailDeliveryReport> {
  const now = options.now ?? new Date();
  const jitter = options.jitter ?? Math.random;
  const report: MailDeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (const id of ids) {
    const entry = await claim(id, now);
    if (entry) await attempt(entry, render, now, jitter, report);
  }
  return report;
}

/**
 * Tries the mails just committed at once, so the owner reads them within a second; what fails
 * here stays pending for the worker. Never throws: the change itself is already done.
 */
async function deliverMails(
  ids: readonly number[],
  render: MailRenderer,
  options: MailDeliveryOptions = {},
): Promise<void> {
  if (ids.length === 0) return;
  await deliver(ids, render, options).catch((error: unknown) =>
    logger().warn({ err: error, mailIds: ids }, "mail left to the outbox worker"),
  );
}

/** One pass of a topic's worker over its due entries, oldest first. */
async function deliverDueMails(
  topic: MailTopic,
  render: MailRenderer,
  options: MailDeliveryOptions = {},
): Promise<MailDeliveryReport> {
  const now = options.now ?? new Date();
  const entries = await database()
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.topic, topic), due(now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.limit ?? 20);
  return deliver(
    entries.map((entry) => entry.id),
    render,
    { ...options, now },
  );
}

export interface MailTopicOutbox {
  /** Tries the mails just committed; what fails is left to the worker's retries. */
  sendNow(ids: readonly number[]): Promise<void>;
  /** One pass over the topic's mails due. */
  deliverDue(options?: MailDeliveryOptions): Promise<MailDeliveryReport>;
  /** Every instance retries the topic's mails due every 30 s (claimed, never sent twice). */
  startWorker(): void;
}

/** The outbox of one kind of mail, whose feature knows how to build it from the row. */
export function mailTopicOutbox(topic: MailTopic, render: MailRenderer): MailTopicOutbox {
  const deliverDue = (options: MailDeliveryOptions = {}) => deliverDueMails(topic, render, options);
  const worker = periodicTask(
    `mailOutbox.${topic}`,
    30_000,
    () => deliverDue(),
    `${topic} mail outbox pass failed`,
  );
  return {
    sendNow: (ids) => deliverMails(ids, render),
    deliverDue,
    startWorker: () => worker.start(),
  };
}
