import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { dealers } from "./dealers";
import { vehicles } from "./owners";

/** A recall campaign as announced to the authorities and the press. */
export const recallCampaigns = pgTable("recall_campaigns", {
  id: serial("id").primaryKey(),
  /** The brand's campaign code, quoted to dealers and owners (e.g. 97AK). */
  number: text("number").notNull().unique(),
  title: text("title").notNull(),
  component: text("component").notNull(),
  risk: text("risk").notNull(),
  remedy: text("remedy").notNull(),
  repairMinutes: smallint("repair_minutes").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which vehicles a campaign covers: a model code and model-year range, optionally narrowed to a
 * range of VIN serials (positions 12 to 17). Resolved against the registry at query time.
 */
export const recallCampaignScopes = pgTable(
  "recall_campaign_scopes",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => recallCampaigns.id, { onDelete: "cascade" }),
    modelCode: text("model_code").notNull(),
    modelYearFrom: smallint("model_year_from").notNull(),
    modelYearTo: smallint("model_year_to").notNull(),
    serialFrom: char("serial_from", { length: 6 }),
    serialTo: char("serial_to", { length: 6 }),
  },
  (table) => [
    index("recall_campaign_scopes_model_idx").on(table.modelCode),
    check("recall_scope_years", sql`${table.modelYearFrom} <= ${table.modelYearTo}`),
    check(
      "recall_scope_serials",
      sql`(${table.serialFrom} is null) = (${table.serialTo} is null) and (${table.serialFrom} is null or ${table.serialFrom} <= ${table.serialTo})`,
    ),
  ],
);

/** Vehicles named one by one (a supplier's batch spread over serials). */
export const recallCampaignVins = pgTable(
  "recall_campaign_vins",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => recallCampaigns.id, { onDelete: "cascade" }),
    vin: char("vin", { length: 17 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.vin] }),
    index("recall_campaign_vins_vin_idx").on(table.vin),
  ],
);

/** A campaign carried out on a vehicle: no row means the repair is still pending. */
export const recallRepairs = pgTable(
  "recall_repairs",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => recallCampaigns.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    repairedOn: date("repaired_on", { mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.vehicleId] }),
    index("recall_repairs_vehicle_idx").on(table.vehicleId),
  ],
);

/** Short-lived bearer tokens of the recall API, stored as SHA-256 hashes. */
export const recallApiTokens = pgTable(
  "recall_api_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("recall_api_tokens_expiry_idx").on(table.expiresAt)],
);
