import "server-only";
import { eq } from "drizzle-orm";
import { identityAccounts } from "@/features/account/server";
import { database, type DatabaseTransaction } from "@/db";
import { dealers, serviceClaims, vehicleModels } from "@/db/schema";
import { config } from "@/lib/config";
import { formatInteger } from "@/lib/format";
import { enqueueMail, mailTopicOutbox, type MailOutboxEntry } from "@/lib/mail-outbox";
import { claimTexts } from "../claim-texts";
import { saoPauloDay } from "../domain/calendar-rules";
import { claimReviewWorkingDays } from "../domain/claim-deadline";
import { schedulingTexts } from "../texts";

type Decision = "accepted" | "declined";
const isDecision = (kind: string): kind is Decision => kind === "accepted" || kind === "declined";

/** Writes, in the decision's transaction, that the owner is to be told of it. */
export function enqueueClaimMail(
  tx: DatabaseTransaction,
  claimId: number,
  ownerId: string,
  decision: Decision,
): Promise<number> {
  return enqueueMail(tx, { topic: "claim", kind: decision, claimId, recipientId: ownerId });
}

/** Writes, in the sweep's transaction, that the dealer is to be reminded of an undecided request. */
export function enqueueClaimReminder(tx: DatabaseTransaction, claimId: number): Promise<number> {
  return enqueueMail(tx, { topic: "claim", kind: "reminder", claimId });
}

/** A request as its mails tell of it: the car, the dealer, and where the request stands. */
async function claimOfMail(claimId: number) {
  const [claim] = await database()
    .select({
      protocol: serviceClaims.protocol,
      status: serviceClaims.status,
      createdAt: serviceClaims.createdAt,
      revisionNumber: serviceClaims.revisionNumber,
      plate: serviceClaims.plate,
      ownerName: serviceClaims.ownerName,
      dealerNote: serviceClaims.dealerNote,
      revisionOdometer: serviceClaims.revisionOdometer,
      submittedOdometer: serviceClaims.submittedOdometer,
      dealerName: dealers.name,
      dealerEmail: dealers.email,
      modelName: vehicleModels.name,
    })
    .from(serviceClaims)
    .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, serviceClaims.modelId))
    .where(eq(serviceClaims.id, claimId));
  if (!claim) return undefined;
  const vehicle = claim.plate ? `${claim.modelName} ${claim.plate}` : claim.modelName;
  return { ...claim, vehicle };
}

/** The dealer's reminder, to its own address; none once the request is decided or withdrawn. */
async function renderClaimReminder(claimId: number) {
  const claim = await claimOfMail(claimId);
  if (claim?.status !== "received") return null;
  const t = claimTexts.mail.reminder;
  return {
    to: claim.dealerEmail,
    subject: t.subject(claim.protocol),
    text: [
      t.greeting(claim.dealerName),
      "",
      ...t.lines({
        protocol: claim.protocol,
        sentOn: saoPauloDay(claim.createdAt).split("-").reverse().join("/"),
        days: claimReviewWorkingDays,
        revision: schedulingTexts.revisionTitle(claim.revisionNumber),
        vehicle: claim.vehicle,
        ownerName: claim.ownerName,
      }),
    ].join("\n"),
  };
}

/**
 * The decision's mail, from the request as it stands when sent; the address is the identity
 * provider's, asked then (a provider that is down fails this attempt, and the outbox retries).
 */
async function renderClaimMail(entry: MailOutboxEntry) {
  if (entry.claimId !== null && entry.kind === "reminder") {
    return renderClaimReminder(entry.claimId);
  }
  if (entry.claimId === null || !entry.recipientId || !isDecision(entry.kind)) return null;
  const claim = await claimOfMail(entry.claimId);
  if (claim?.status !== entry.kind) return null;
  const account = await identityAccounts.recipient(entry.recipientId);
  if (!account) return null;
  const t = claimTexts.mail;
  const link = new URL(
    `/agendamento/servicos/confirmacao?claim=${claim.protocol}`,
    config().PUBLIC_BASE_URL,
  ).toString();
  return {
    to: account.email,
    subject: t.subject(entry.kind, claim.protocol),
    text: [
      t.greeting(account.name),
      "",
      ...t.lines(entry.kind, {
        revision: schedulingTexts.revisionTitle(claim.revisionNumber),
        vehicle: claim.vehicle,
        dealerName: claim.dealerName,
        odometer:
          claim.submittedOdometer === null
            ? null
            : {
                recorded: formatInteger(claim.revisionOdometer),
                typed: formatInteger(claim.submittedOdometer),
              },
      }),
      ...(claim.dealerNote ? ["", t.note(claim.dealerNote)] : []),
      "",
      t.link(link),
    ].join("\n"),
  };
}

const claimMails = mailTopicOutbox("claim", renderClaimMail);

export const {
  sendNow: sendClaimMailsNow,
  deliverDue: deliverDueClaimMails,
  startWorker: startClaimMailWorker,
} = claimMails;
