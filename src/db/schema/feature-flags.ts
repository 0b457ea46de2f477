import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The storefront's own remote-config source, served in GrowthBook's feature-document shape. */
export const featureFlags = pgTable("feature_flags", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<boolean | number | string | null>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
