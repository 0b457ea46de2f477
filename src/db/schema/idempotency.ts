import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Responses of mutations sent with an Idempotency-Key, so a retried call replays the first answer
 * instead of acting twice. A row with a null status is a request still being processed. Rows expire
 * after 24 hours (a key older than that is free again).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.method, table.path] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
