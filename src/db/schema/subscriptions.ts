import { index, integer, pgTable, serial, smallint, uniqueIndex } from "drizzle-orm/pg-core";
import { vehicleModels } from "./catalog";

/** Sign&Drive: a monthly price per model, term and monthly mileage band. */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    termMonths: smallint("term_months").notNull(),
    kmPerMonth: smallint("km_per_month").notNull(),
    monthlyPriceCents: integer("monthly_price_cents").notNull(),
  },
  (table) => [
    uniqueIndex("subscription_plans_key").on(table.modelId, table.termMonths, table.kmPerMonth),
    index("subscription_plans_model_idx").on(table.modelId),
  ],
);
