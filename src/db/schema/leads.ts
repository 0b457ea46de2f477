import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { vehicleModels } from "./catalog";
import { dealers } from "./dealers";
import { offers } from "./offers";
import { subscriptionPlans } from "./subscriptions";

/**
 * A shopper's contact request to a dealer: a purchase intention from an offer (with the
 * financing simulation, when there was one) or an interest in a Sign&Drive plan.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number shown to the shopper and quoted to the dealer. */
    protocol: text("protocol").notNull(),
    kind: text("kind", { enum: ["purchase", "subscription"] }).notNull(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    offerId: integer("offer_id").references(() => offers.id),
    modelId: integer("model_id").references(() => vehicleModels.id),
    subscriptionPlanId: integer("subscription_plan_id").references(() => subscriptionPlans.id),
    /** What the shopper was looking at (offer or plan, vehicle, price), kept as it was then. */
    subject: jsonb("subject").notNull(),
    /** The financing simulation as recomputed on the server, when the shopper made one. */
    simulation: jsonb("simulation"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Digits only, with the area code. */
    phone: text("phone").notNull(),
    cpf: char("cpf", { length: 11 }),
    /** SPEC.md section 3: email=1, phone=2, whatsapp=3. */
    preferredContact: smallint("preferred_contact").notNull(),
    consentVersion: text("consent_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("leads_protocol_key").on(table.protocol),
    index("leads_dealer_created_idx").on(table.dealerId, table.createdAt),
  ],
);

/**
 * Leads waiting to reach their dealer. Written in the same transaction as the lead, so a lead is
 * never saved without its delivery; a worker in the app process works through it.
 */
export const leadOutbox = pgTable(
  "lead_outbox",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** Sent as Idempotency-Key on every attempt, so the dealer's system keeps one copy. */
    deliveryKey: text("delivery_key").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; another instance skips it meanwhile. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    channel: text("channel", { enum: ["webhook", "pull"] }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("lead_outbox_delivery_key").on(table.deliveryKey),
    index("lead_outbox_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/** A dealer system's client credentials for the leads API; the secret is kept only as a hash. */
export const dealerCredentials = pgTable(
  "dealer_credentials",
  {
    dealerId: integer("dealer_id")
      .primaryKey()
      .references(() => dealers.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** Where new leads are pushed; without it the dealer only pulls them. */
    webhookUrl: text("webhook_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("dealer_credentials_client_key").on(table.clientId)],
);

/** Bearer tokens issued to dealer systems, stored as SHA-256 hashes. */
export const dealerAccessTokens = pgTable(
  "dealer_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("dealer_access_tokens_dealer_idx").on(table.dealerId)],
);
