import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { vehicleVersions } from "./catalog";
import { dealers } from "./dealers";

/** A marketing campaign that groups offers (e.g. "Feirão Volkswagen"), with its own window. */
export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

/**
 * One offer of a version. `kind`: the maker's offer for a model, a dealer network (outlet) offer
 * of one dealer, or a direct sale to a segment (PcD, rural producer, taxi, company). `coverage`
 * says where it is valid; the places live in offer_coverage_areas.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["model", "dealer", "direct-sales"] }).notNull(),
    versionId: integer("version_id")
      .notNull()
      .references(() => vehicleVersions.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    /** The outlet dealer of a dealer network offer. */
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    buyType: text("buy_type", { enum: ["cash", "financing"] }).notNull(),
    priceCents: integer("price_cents").notNull(),
    /** Financing terms of a financing offer (down payment, instalments, monthly rate). */
    downPaymentCents: integer("down_payment_cents"),
    installments: smallint("installments"),
    installmentCents: integer("installment_cents"),
    monthlyRatePercent: text("monthly_rate_percent"),
    /** The CET (custo efetivo total) a month at the advertised terms, fees and IOF included. */
    cetMonthlyPercent: text("cet_monthly_percent"),
    conditions: text("conditions").notNull(),
    highlights: jsonb("highlights").$type<string[]>().notNull(),
    /** Direct sales: the segments (PcD, taxi, ...) and the discount band over the list price. */
    segments: jsonb("segments").$type<string[]>().notNull(),
    discountMinPercent: smallint("discount_min_percent"),
    discountMaxPercent: smallint("discount_max_percent"),
    coverage: text("coverage", { enum: ["national", "states", "cities", "dealers"] }).notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** Dealers may negotiate the price below the advertised one once the maker allows it. */
    negotiationEnabled: boolean("negotiation_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("offers_slug_key").on(table.slug),
    index("offers_kind_valid_idx").on(table.kind, table.validUntil),
    index("offers_version_idx").on(table.versionId),
  ],
);

/**
 * Where an offer is valid: a whole state (city null), one city of a state, or one dealer,
 * following the offer's coverage. National offers have no rows.
 */
export const offerCoverageAreas = pgTable(
  "offer_coverage_areas",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    stateCode: char("state_code", { length: 2 }),
    city: text("city"),
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "cascade" }),
  },
  (table) => [index("offer_coverage_areas_offer_idx").on(table.offerId)],
);
