import "server-only";
import { identityAccounts } from "@/features/account/server";
import type { DatabaseTransaction } from "@/db";
import { config } from "@/lib/config";
import { enqueueMail, mailTopicOutbox, type MailOutboxEntry } from "@/lib/mail-outbox";
import { transferMailTexts } from "../texts/transfer-mail";
import { claimsOnGarageOf, type LapsedClaim } from "./transfer-claims";

export type TransferNotice =
  "requested" | "accepted" | "declined" | "released" | "reminder" | "expired";

const notices: readonly string[] = [
  "requested",
  "accepted",
  "declined",
  "released",
  "reminder",
  "expired",
] satisfies TransferNotice[];
const isTransferNotice = (kind: string): kind is TransferNotice => notices.includes(kind);

/** Both parties answer or read the outcome on the garage page. */
function garageUrl(): string {
  return new URL("/garagem", config().PUBLIC_BASE_URL).toString();
}

/**
 * Writes, in the transaction of the claim's change, that one party of a transfer is to be told
 * what happened to it: the current owner of a new claim, the requester of the decision, or that
 * the vehicle left its garage unanswered. Returns the mail's id, to send once committed.
 */
export function enqueueTransferMail(
  tx: DatabaseTransaction,
  notice: TransferNotice,
  recipientId: string,
  vehicleLabel: string,
): Promise<number> {
  return enqueueMail(tx, { topic: "transfer", kind: notice, recipientId, vehicleLabel });
}

/**
 * The address is the identity provider's, asked when the mail is sent (the storefront keeps no
 * e-mail): a provider that is down fails this attempt, and the outbox tries again later.
 */
async function renderTransferMail(entry: MailOutboxEntry) {
  if (!entry.recipientId || entry.vehicleLabel === null || !isTransferNotice(entry.kind)) {
    return null;
  }
  const t = transferMailTexts;
  const notice = entry.kind;
  const account = await identityAccounts.recipient(entry.recipientId);
  if (!account) return null;
  return {
    to: account.email,
    subject: t[notice].subject(entry.vehicleLabel),
    text: [t.greeting(account.name), "", ...t[notice].lines(entry.vehicleLabel, garageUrl())].join(
      "\n",
    ),
  };
}

const transferMails = mailTopicOutbox("transfer", renderTransferMail);

export const {
  sendNow: sendTransferMailsNow,
  deliverDue: deliverDueTransferMails,
  startWorker: startTransferMailWorker,
} = transferMails;

/** Tells each requester whose claim ended unanswered that the vehicle is free to register. */
export async function tellClaimsReleased(
  tx: DatabaseTransaction,
  claims: readonly LapsedClaim[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const claim of claims) {
    ids.push(await enqueueTransferMail(tx, "released", claim.requesterId, claim.vehicleLabel));
  }
  return ids;
}

/**
 * In the account deletion's transaction, before the claims on the owner's vehicles go with the
 * owner: each requester is to be told the vehicle is free to register, if the deletion commits.
 */
export async function tellGarageClaimsReleased(
  tx: DatabaseTransaction,
  holderId: string,
): Promise<number[]> {
  return tellClaimsReleased(tx, await claimsOnGarageOf(tx, holderId));
}
