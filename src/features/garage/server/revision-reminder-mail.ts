import "server-only";
import { and, eq } from "drizzle-orm";
import { identityAccounts } from "@/features/account/server";
import { database, type DatabaseTransaction } from "@/db";
import { revisionReminders, vehicleModels, vehicles } from "@/db/schema";
import { config } from "@/lib/config";
import { enqueueMail, mailTopicOutbox, type MailOutboxEntry } from "@/lib/mail-outbox";
import { correctionHref, revisionSchedulingHref } from "../components/garage-views";
import { vehicleName } from "../domain/vehicle-name";
import { revisionReminderMailTexts as t } from "../texts/revision-reminder-mail";

/** Writes, in the transaction that claimed the reminder, the mail that tells its owner. */
export function enqueueRevisionReminderMail(
  tx: DatabaseTransaction,
  reminder: { id: number; ownerId: string; overdue: boolean },
): Promise<number> {
  return enqueueMail(tx, {
    topic: "revision",
    kind: reminder.overdue ? "overdue" : "coming",
    revisionReminderId: reminder.id,
    recipientId: reminder.ownerId,
  });
}

/**
 * The reminder as it stands when sent: nothing goes when the car left the owner's garage in the
 * meantime. The address is the identity provider's, asked then (the outbox retries a provider
 * that is away).
 */
async function renderRevisionReminder(entry: MailOutboxEntry) {
  if (entry.revisionReminderId === null || !entry.recipientId) return null;
  const [reminder] = await database()
    .select({
      vehicleId: revisionReminders.vehicleId,
      revisionNumber: revisionReminders.revisionNumber,
      dueDate: revisionReminders.dueDate,
      dueKm: revisionReminders.dueKm,
      mileageKm: revisionReminders.mileageKm,
      modelName: vehicleModels.name,
      plate: vehicles.plate,
    })
    .from(revisionReminders)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.id, revisionReminders.vehicleId),
        eq(vehicles.ownerId, revisionReminders.ownerId),
      ),
    )
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(revisionReminders.id, entry.revisionReminderId));
  if (!reminder) return null;
  const account = await identityAccounts.recipient(entry.recipientId);
  if (!account) return null;
  const overdue = entry.kind === "overdue";
  const vehicle = vehicleName(reminder);
  const base = config().PUBLIC_BASE_URL;
  return {
    to: account.email,
    subject: t.subject(overdue, reminder.revisionNumber, vehicle),
    text: [
      t.greeting(account.name),
      "",
      ...t.lines(overdue, {
        ...reminder,
        vehicle,
        bookingUrl: new URL(
          revisionSchedulingHref(reminder.vehicleId, reminder.revisionNumber),
          base,
        ).toString(),
        correctionUrl: new URL(correctionHref(reminder.vehicleId), base).toString(),
        accountUrl: new URL("/minha-conta", base).toString(),
      }),
    ].join("\n"),
  };
}

const revisionReminderMails = mailTopicOutbox("revision", renderRevisionReminder);

export const {
  sendNow: sendRevisionReminderMailsNow,
  deliverDue: deliverDueRevisionReminderMails,
  startWorker: startRevisionReminderMailWorker,
} = revisionReminderMails;
