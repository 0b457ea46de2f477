import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { database } from "@/db";
import { bookings, mailOutbox } from "@/db/schema";
import { enqueueMail } from "@/lib/mail-outbox";
import { periodicTask } from "@/lib/periodic-task";
import { sendBookingMailsNow } from "./booking-mail-outbox";

/** How long before a visit its owner is reminded of it. */
export const bookingReminderHours = 24;
const reminderMs = bookingReminderHours * 60 * 60 * 1000;

/**
 * Reminds each owner, by mail, of a visit due within the next day: once per time, so a booking
 * moved since its reminder is reminded of again. A confirmation or new time told within that day
 * is reminder enough. Each booking is claimed by the UPDATE that marks it, in the transaction
 * that writes its mail, so two instances never remind of one visit twice.
 */
export async function sweepBookingReminders(now = new Date()): Promise<number> {
  const dayBefore = sql`${bookings.startsAt} - ${`${bookingReminderHours} hours`}::interval`;
  const mailIds = await database().transaction(async (tx) => {
    const due = await tx
      .update(bookings)
      .set({ remindedFor: sql`${bookings.startsAt}` })
      .where(
        and(
          eq(bookings.status, "confirmed"),
          isNull(bookings.outcome),
          isNotNull(bookings.contactEmail),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, new Date(now.getTime() + reminderMs)),
          or(isNull(bookings.remindedFor), ne(bookings.remindedFor, bookings.startsAt)),
          sql`not exists (${tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.bookingId, bookings.id),
                inArray(mailOutbox.kind, ["confirmed", "rescheduled"]),
                // A confirmation that never reached the owner reminds them of nothing.
                ne(mailOutbox.status, "failed"),
                gt(mailOutbox.createdAt, dayBefore),
              ),
            )})`,
        ),
      )
      .returning({ id: bookings.id });
    const ids: number[] = [];
    for (const booking of due) {
      ids.push(
        await enqueueMail(tx, { topic: "booking", kind: "reminder", bookingId: booking.id }),
      );
    }
    return ids;
  });
  await sendBookingMailsNow(mailIds);
  return mailIds.length;
}

const reminderSweep = periodicTask(
  "scheduling.bookingReminders",
  60 * 60 * 1000,
  () => sweepBookingReminders(),
  "booking reminder sweep failed",
);

/** Every instance sweeps once an hour, and soon after it starts. */
export function startBookingReminders(): void {
  reminderSweep.start();
  reminderSweep.runSoon();
}
