import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { owners, vehicles } from "./owners";

/**
 * A claim on a vehicle that sits in another owner's garage. A vehicle has one owner at a time, so
 * a claim never moves it: it waits here until the current owner accepts or declines it, and
 * expires unanswered after a while (transfer-deadlines.ts).
 */
export const vehicleTransferRequests = pgTable(
  "vehicle_transfer_requests",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    requesterId: text("requester_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    /** The owner whose garage held the vehicle when the claim was made. */
    holderId: text("holder_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "accepted", "declined", "withdrawn", "expired"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the current owner was reminded of the claim still unanswered. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("vehicle_transfer_requests_open_key")
      .on(table.vehicleId, table.requesterId)
      .where(sql`status = 'pending'`),
    index("vehicle_transfer_requests_holder_idx").on(table.holderId, table.status),
  ],
);

/**
 * Where an owner stands in /cadastro beyond owners.registration_step: the length of the chosen
 * path and the vehicle found but not yet confirmed, so leaving and coming back resumes the step.
 */
export const registrationProgress = pgTable("registration_progress", {
  ownerId: text("owner_id")
    .primaryKey()
    .references(() => owners.id, { onDelete: "cascade" }),
  maxStep: smallint("max_step").notNull().default(4),
  vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A revision an owner was reminded of by mail: one row per car, owner and revision of the plan,
 * written by the same statement that claims it, so two instances never remind of it twice. A
 * car that changes hands is reminded of to its new owner too.
 */
export const revisionReminders = pgTable(
  "revision_reminders",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    revisionNumber: smallint("revision_number").notNull(),
    /** The plan's milestones the mail names: the day and the odometer reading it falls due at. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    dueKm: integer("due_km").notNull(),
    /** The mileage on record when the reminder was written, which the mail quotes. */
    mileageKm: integer("mileage_km").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("revision_reminders_vehicle_owner_revision_key").on(
      table.vehicleId,
      table.ownerId,
      table.revisionNumber,
    ),
  ],
);
