// A statement stuck on PostgreSQL (a lock held by a lost transaction, a runaway plan) is
// cancelled at DATABASE_STATEMENT_TIMEOUT_MS: its call answers 503 and the connection is free.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRows } from "@/db";
import { openDatabase } from "@/db/client";
import { apiErrorFromDatabase } from "@/lib/http/database-errors";

describe.skipIf(!process.env.DATABASE_URL)("a statement that runs too long (PostgreSQL)", () => {
  it("is cancelled at the statement timeout and answers as a busy database (503)", async () => {
    const handle = openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      pgliteDir: "unused",
      statementTimeoutMs: 200,
    });
    try {
      const started = Date.now();
      const failure = await handle.db.execute(sql`select pg_sleep(3)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(apiErrorFromDatabase(failure)).toMatchObject({
        status: 503,
        code: "SERVICE_UNAVAILABLE",
      });
      // The connection is free again for the next call.
      const [row] = await rawRows<{ one: number }>(handle.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
