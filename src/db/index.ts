import { config } from "@/lib/config";
import { openDatabase, type Database, type DatabaseHandle } from "./client";

export type { Database, DatabaseHandle } from "./client";
// Next.js may load this module once per route bundle; a second PGlite on the same folder would
// corrupt it, so the handle lives on globalThis and is opened lazily (next build needs no database).
const holder = globalThis as typeof globalThis & { __storefrontDatabase?: DatabaseHandle };

export function databaseHandle(): DatabaseHandle {
  if (!holder.__storefrontDatabase) {
    const { DATABASE_URL, PGLITE_DIR } = config();
    holder.__storefrontDatabase = openDatabase({
      databaseUrl: DATABASE_URL,
      pgliteDir: PGLITE_DIR,
    });
  }
  return holder.__storefrontDatabase;
}

export function database(): Database {
  return databaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__storefrontDatabase;
  holder.__storefrontDatabase = undefined;
  await handle?.close();
}
export { rawRows } from "./raw-rows";
