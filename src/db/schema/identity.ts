import {
  boolean,
  char,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { owners } from "./owners";

/**
 * What "Minha conta" keeps beside the identity provider's account (which holds name, e-mail, CPF,
 * mobile phone and password): the postal address, how the owner prefers to be contacted and
 * which reminders they want.
 */
export const ownerProfiles = pgTable("owner_profiles", {
  ownerId: text("owner_id")
    .primaryKey()
    .references(() => owners.id, { onDelete: "cascade" }),
  cep: char("cep", { length: 8 }),
  street: text("street"),
  number: text("number"),
  complement: text("complement"),
  district: text("district"),
  city: text("city"),
  state: char("state", { length: 2 }),
  /** SPEC.md section 3: email=1, phone=2, whatsapp=3. */
  contactPreference: smallint("contact_preference").notNull().default(1),
  /** Whether the owner is mailed when a revision of the plan falls due (decision 069). */
  revisionReminders: boolean("revision_reminders").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of the terms of use an owner accepted, and when. */
export const ownerTermsAcceptances = pgTable(
  "owner_terms_acceptances",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("owner_terms_acceptances_owner_idx").on(table.ownerId, table.version)],
);

/** LGPD: that an account was deleted, and when; nothing that identifies the person. */
export const accountDeletions = pgTable("account_deletions", {
  id: serial("id").primaryKey(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  vehiclesReleased: smallint("vehicles_released").notNull().default(0),
});

/**
 * The identity tokens of sessions that logged out, as SHA-256 hashes, kept until the token expires:
 * a token copied before the logout (a shared computer, a leaked log) is refused like a forged one.
 */
export const endedSessions = pgTable("ended_sessions", {
  tokenHash: char("token_hash", { length: 64 }).primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
