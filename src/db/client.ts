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
}

const migrationsFolder = path.join(process.cwd(), "src/db/migrations");

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // A database that does not answer is an error in seconds, not a request hanging for 30 s.
    const client = postgres(options.databaseUrl, {
      max: 10,
      connect_timeout: 5,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
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
