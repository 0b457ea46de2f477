import "server-only";
import { and, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { database } from "@/db";
import { dealers, holidays, serviceClaims } from "@/db/schema";
import { periodicTask } from "@/lib/periodic-task";
import { claimReviewLookback, claimReviewOverdueBefore } from "../domain/claim-deadline";
import { holidayScopes } from "./calendar";
import { enqueueClaimReminder, sendClaimMailsNow } from "./claim-mail";

/**
 * The undecided requests past their dealer's working days. Weekdays alone give the latest
 * possible limit, which picks the few candidates; each is then held to the limit that skips its
 * dealer's holidays (national, state, city and its own), as the dealer's calendar does.
 */
async function overdueClaims(tx: DatabaseTransaction, now: Date): Promise<number[]> {
  const candidates = await tx
    .select({
      id: serviceClaims.id,
      createdAt: serviceClaims.createdAt,
      dealerId: dealers.id,
      stateCode: dealers.stateCode,
      city: dealers.city,
    })
    .from(serviceClaims)
    .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
    .where(
      and(
        eq(serviceClaims.status, "received"),
        isNull(serviceClaims.remindedAt),
        lt(serviceClaims.createdAt, claimReviewOverdueBefore(now)),
      ),
    );
  if (candidates.length === 0) return [];
  const scopesOf = new Map(
    candidates.map((claim) => [claim.id, holidayScopes({ ...claim, id: claim.dealerId })]),
  );
  const days = await tx
    .select({ day: holidays.day, scope: holidays.scope })
    .from(holidays)
    .where(
      and(
        gte(holidays.day, claimReviewLookback(now)),
        inArray(holidays.scope, [...new Set([...scopesOf.values()].flat())]),
      ),
    );
  return candidates
    .filter((claim) => {
      const scopes = new Set(scopesOf.get(claim.id));
      const kept = new Set(days.filter((day) => scopes.has(day.scope)).map((day) => day.day));
      return claim.createdAt < claimReviewOverdueBefore(now, kept);
    })
    .map((claim) => claim.id);
}

/**
 * Reminds each dealer, once, of the correction requests it left undecided past the working days
 * the owner was promised. Each request is claimed by the UPDATE that marks it, in the transaction
 * that writes its mail: two instances sweeping at once never remind of one request twice.
 */
export async function sweepClaimReminders(now = new Date()): Promise<number> {
  const mailIds = await database().transaction(async (tx) => {
    const due = await overdueClaims(tx, now);
    if (due.length === 0) return [];
    const marked = await tx
      .update(serviceClaims)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(serviceClaims.id, due),
          eq(serviceClaims.status, "received"),
          isNull(serviceClaims.remindedAt),
        ),
      )
      .returning({ id: serviceClaims.id });
    const ids: number[] = [];
    for (const claim of marked) ids.push(await enqueueClaimReminder(tx, claim.id));
    return ids;
  });
  await sendClaimMailsNow(mailIds);
  return mailIds.length;
}

const reminderSweep = periodicTask(
  "scheduling.claimReminders",
  60 * 60 * 1000,
  () => sweepClaimReminders(),
  "correction request reminder sweep failed",
);

/** Every instance sweeps once an hour, and soon after it starts. */
export function startClaimReminders(): void {
  reminderSweep.start();
  reminderSweep.runSoon();
}
