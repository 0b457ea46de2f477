import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for a throw-away database. */
  pgliteDir: string;
  /** PostgreSQL only: a statement running longer is cancelled (0 or absent: no limit). */
  statementTimeoutMs?: number;
}

const migrationsFolder = path.join(process.cwd(), "src/db/migrations");

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // A database that does not answer is an error in seconds, not a request hanging for 30 s.
    const databaseUrl = options.databaseUrl;
    const client = postgres(databaseUrl, {
      max: 10,
      connect_timeout: 5,
      onnotice: () => {},
      // A stuck query (a lock held by a lost transaction, a runaway plan) frees its connection
      // and answers 503 instead of holding a request and a pool slot for as long as it lasts.
      connection: options.statementTimeoutMs
        ? { statement_timeout: options.statementTimeoutMs }
        : {},
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: "postgres",
      // A migration may rewrite a large table: it runs on its own connection, without the limit.
      migrate: async () => {
        const migrator = postgres(databaseUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
        try {
          await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder });
        } finally {
          await migrator.end({ timeout: 5 });
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const inMemory = options.pgliteDir.startsWith("memory://");
  // PGlite does not create missing parent folders.
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  // btree_gist backs the bookings exclusion constraint (migration 0008) and unaccent the
  // accent-insensitive FAQ search (migration 0009), as on PostgreSQL. PGlite ignores the options
  // argument when the data folder argument is undefined, so both go in one object.
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: options.pgliteDir }),
    extensions: { btree_gist, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Closing twice (a test that simulates an outage, then its teardown) is not an error.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
