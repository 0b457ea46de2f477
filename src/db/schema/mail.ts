import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { revisionReminders } from "./garage";
import { owners } from "./owners";
import { bookings, serviceClaims } from "./scheduling";

/**
 * A transactional mail to send, written in the transaction of the change it tells of, so a crash
 * before the send loses no mail and a change rolled back sends none (decision 048). A row keeps
 * only what builds the mail when it is sent: a booking's mail reads the booking (its contact is
 * there), a transfer notice asks the identity provider for the address then. Rows of a deleted
 * booking or owner go with them: nobody is written to about an account that no longer exists.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    topic: text("topic", { enum: ["booking", "transfer", "claim", "revision"] }).notNull(),
    /** The booking's confirmed/rescheduled/cancelled, the transfer's notice, or the claim's decision. */
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** The time a rescheduled booking's owner was last told of, which the mail says it replaces. */
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }),
    /** A correction request whose decision the mail tells its owner of. */
    claimId: integer("claim_id").references(() => serviceClaims.id, { onDelete: "cascade" }),
    /** A revision of the plan falling due, which the mail reminds its owner of. */
    revisionReminderId: integer("revision_reminder_id").references(() => revisionReminders.id, {
      onDelete: "cascade",
    }),
    recipientId: text("recipient_id").references(() => owners.id, { onDelete: "cascade" }),
    vehicleLabel: text("vehicle_label"),
    /** `dropped`: superseded by a later mail of its booking, or with nobody left to write to. */
    status: text("status", { enum: ["pending", "sent", "failed", "dropped"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; another instance skips it meanwhile. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_booking_idx").on(table.bookingId),
  ],
);
