import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** Rows of a raw query: postgres.js answers an array, PGlite an object with rows. */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
