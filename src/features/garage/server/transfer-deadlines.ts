import "server-only";
import { and, eq, isNull, lte } from "drizzle-orm";
import { database } from "@/db";
import { vehicleTransferRequests } from "@/db/schema";
import { periodicTask } from "@/lib/periodic-task";
import { transferCutoffs } from "../domain/transfer-deadlines";
import { vehicleNamesOf } from "./transfer-claims";
import { enqueueTransferMail, sendTransferMailsNow } from "./transfer-mail";

/**
 * Expires the claims left unanswered past their deadline, telling each requester, then reminds
 * the current owner, once, of each claim waiting past the reminder's. Each row is claimed by its
 * own UPDATE, in the transaction that writes its mail, so two instances sweeping at once never
 * mail the same claim twice, and a mail that fails is retried by the outbox.
 */
export async function sweepTransferDeadlines(
  now = new Date(),
): Promise<{ expired: number; reminded: number }> {
  const { remindBefore, expireBefore } = transferCutoffs(now);
  const claims = vehicleTransferRequests;
  const swept = await database().transaction(async (tx) => {
    const expired = await tx
      .update(claims)
      .set({ status: "expired", decidedAt: now })
      .where(and(eq(claims.status, "pending"), lte(claims.createdAt, expireBefore)))
      .returning({ recipientId: claims.requesterId, vehicleId: claims.vehicleId });
    const reminded = await tx
      .update(claims)
      .set({ remindedAt: now })
      .where(
        and(
          eq(claims.status, "pending"),
          isNull(claims.remindedAt),
          lte(claims.createdAt, remindBefore),
        ),
      )
      .returning({ recipientId: claims.holderId, vehicleId: claims.vehicleId });
    const labels = await vehicleNamesOf(tx, [
      ...new Set([...expired, ...reminded].map((claim) => claim.vehicleId)),
    ]);
    const label = (vehicleId: number) => labels.get(vehicleId) ?? "";
    const mailIds: number[] = [];
    for (const claim of expired) {
      mailIds.push(
        await enqueueTransferMail(tx, "expired", claim.recipientId, label(claim.vehicleId)),
      );
    }
    for (const claim of reminded) {
      mailIds.push(
        await enqueueTransferMail(tx, "reminder", claim.recipientId, label(claim.vehicleId)),
      );
    }
    return { expired: expired.length, reminded: reminded.length, mailIds };
  });
  await sendTransferMailsNow(swept.mailIds);
  return { expired: swept.expired, reminded: swept.reminded };
}

const deadlineSweep = periodicTask(
  "garage.transferDeadlines",
  60 * 60 * 1000,
  () => sweepTransferDeadlines(),
  "transfer deadline sweep failed",
);

/** Every instance sweeps the transfer claims' deadlines once an hour, and soon after it starts. */
export function startTransferDeadlines(): void {
  deadlineSweep.start();
  deadlineSweep.runSoon();
}
