import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { mailOutbox } from "@/db/schema";
import { enqueueMail, mailTopicOutbox, type MailOutboxEntry } from "@/lib/mail-outbox";
import { bookingMail, type BookingMailKind } from "./booking-mail";
import { bookingById } from "./booking-reads";
import { visitOutcomeMail, type VisitOutcomeKind } from "./visit-outcome-mail";

type BookingOutboxKind = BookingMailKind | VisitOutcomeKind;

const changeKinds: readonly string[] = [
  "confirmed",
  "rescheduled",
  "cancelled",
  "reminder",
] satisfies BookingMailKind[];
const isBookingMailKind = (kind: string): kind is BookingMailKind => changeKinds.includes(kind);
const isVisitOutcomeKind = (kind: string): kind is VisitOutcomeKind =>
  kind === "completed" || kind === "no_show";

/**
 * Writes a booking's mail in the transaction of its change. A mail is built from the booking when
 * it is sent, so a later mail of the same booking supersedes its unsent ones (decision 048): a
 * cancellation makes a confirmation not yet sent pointless, and a new time not yet told replaces
 * an earlier one. A confirmation not yet sent stays a confirmation (of the new time): the owner
 * never heard of the old one. A mail being sent right now is left to finish.
 */
export async function enqueueBookingMail(
  tx: DatabaseTransaction,
  bookingId: string,
  kind: BookingOutboxKind,
  previousStartsAt?: Date,
): Promise<number> {
  const now = new Date();
  const unsent = await tx
    .update(mailOutbox)
    .set({ status: "dropped" })
    .where(
      and(
        eq(mailOutbox.bookingId, bookingId),
        eq(mailOutbox.status, "pending"),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .returning({ kind: mailOutbox.kind, previousStartsAt: mailOutbox.previousStartsAt });
  if (kind === "rescheduled" && unsent.some((mail) => mail.kind === "confirmed")) {
    return enqueueMail(tx, { topic: "booking", kind: "confirmed", bookingId });
  }
  // Two moves in a row are told as one, from the time the owner was last told of.
  const toldTime = unsent.find((mail) => mail.kind === "rescheduled")?.previousStartsAt;
  return enqueueMail(tx, {
    topic: "booking",
    kind,
    bookingId,
    previousStartsAt: kind === "rescheduled" ? (toldTime ?? previousStartsAt ?? null) : null,
  });
}

/**
 * The mail of an entry, from the booking as it stands: nothing once the booking is gone, or for
 * a confirmation, a new time or a reminder of a booking since cancelled, or a reminder once the
 * visit's time has come. A visit's outcome is told as the dealer reported it.
 */
async function renderBookingMail(entry: MailOutboxEntry) {
  if (!entry.bookingId) return null;
  if (isVisitOutcomeKind(entry.kind)) {
    const booking = await bookingById(entry.bookingId);
    return booking ? visitOutcomeMail(booking, entry.kind) : null;
  }
  if (!isBookingMailKind(entry.kind)) return null;
  const booking = await bookingById(entry.bookingId);
  if (!booking) return null;
  if (booking.status === "cancelled" && entry.kind !== "cancelled") return null;
  // A reminder held up past its visit (the mail server away) has nothing left to remind of.
  if (entry.kind === "reminder" && Date.parse(booking.startsAt) <= Date.now()) return null;
  return bookingMail(booking, entry.kind, entry.previousStartsAt?.toISOString());
}

const bookingMails = mailTopicOutbox("booking", renderBookingMail);

export const {
  sendNow: sendBookingMailsNow,
  deliverDue: deliverDueBookingMails,
  startWorker: startBookingMailWorker,
} = bookingMails;
