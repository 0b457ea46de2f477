import "server-only";
import { and, eq, isNull, lt } from "drizzle-orm";
import { database } from "@/db";
import { serviceClaims } from "@/db/schema";
import { periodicTask } from "@/lib/periodic-task";
import { claimReviewOverdueBefore } from "../domain/claim-deadline";
import { enqueueClaimReminder, sendClaimMailsNow } from "./claim-mail";

/**
 * Reminds each dealer, once, of the correction requests it left undecided past the working days
 * the owner was promised. Each request is claimed by the UPDATE that marks it, in the transaction
 * that writes its mail: two instances sweeping at once never remind of one request twice.
 */
export async function sweepClaimReminders(now = new Date()): Promise<number> {
  const mailIds = await database().transaction(async (tx) => {
    const overdue = await tx
      .update(serviceClaims)
      .set({ remindedAt: now })
      .where(
        and(
          eq(serviceClaims.status, "received"),
          isNull(serviceClaims.remindedAt),
          lt(serviceClaims.createdAt, claimReviewOverdueBefore(now)),
        ),
      )
      .returning({ id: serviceClaims.id });
    const ids: number[] = [];
    for (const claim of overdue) ids.push(await enqueueClaimReminder(tx, claim.id));
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
