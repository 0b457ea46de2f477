import { config } from "@/lib/config";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { processSlot } from "@/lib/process-state";

export type { Database, DatabaseHandle } from "./client";
// Next.js may load this module once per route bundle; a second PGlite on the same folder would
// corrupt it, so the handle is process state, opened lazily (next build needs no database).
const handleSlot = processSlot<DatabaseHandle>("db.handle");

export function databaseHandle(): DatabaseHandle {
  const open = handleSlot.get();
  if (open) return open;
  const { DATABASE_URL, PGLITE_DIR, DATABASE_STATEMENT_TIMEOUT_MS } = config();
  return handleSlot.set(
    openDatabase({
      databaseUrl: DATABASE_URL,
      pgliteDir: PGLITE_DIR,
      statementTimeoutMs: DATABASE_STATEMENT_TIMEOUT_MS,
    }),
  );
}

export function database(): Database {
  return databaseHandle().db;
}

/** The handle a `database().transaction(...)` callback receives. */
export type DatabaseTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function closeDatabase(): Promise<void> {
  const handle = handleSlot.get();
  handleSlot.set(undefined);
  await handle?.close();
}
export { rawRows } from "./raw-rows";
