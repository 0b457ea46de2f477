import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of the rate limits (rate-limiter-flexible's Drizzle store): one row per policy and key
 * (an IP address, an e-mail hash), shared by every instance on the same database.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (table) => [index("rate_limits_expire_idx").on(table.expire)],
);

/**
 * Operator credentials issued by `npm run operator-credentials`: the people and systems that run
 * the storefront (flags, dealer credentials, offer negotiation). The secret is kept only as a hash.
 */
export const operatorCredentials = pgTable("operator_credentials", {
  /** The public half of the credential, `op_<random>`. */
  id: text("id").primaryKey(),
  /** Who holds it, for the audit log (a person's or a system's name). */
  name: text("name").notNull(),
  secretHash: text("secret_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
