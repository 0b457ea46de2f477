import { sql } from "drizzle-orm";
import { database } from "@/db";
import { databaseAvailability } from "../database-availability";
import { logger } from "../logger";
import { isDatabaseUnreachable } from "./database-errors";
import { processSlot } from "../process-state";

const probeIntervalMs = 2_000;
const probe = processSlot<NodeJS.Timeout>("database.recoveryProbe");

/** True when the database answers a read of a migrated table (so the schema is there too). */
async function databaseAnswers(): Promise<boolean> {
  try {
    await database().execute(sql`select 1 from dealers limit 1`);
    return true;
  } catch {
    return false;
  }
}

function scheduleProbe(): void {
  const timer = setTimeout(async () => {
    if (await databaseAnswers()) {
      probe.set(undefined);
      const downMs = databaseAvailability.markUp();
      logger().info({ downMs }, "database available again");
      return;
    }
    scheduleProbe();
  }, probeIntervalMs);
  timer.unref();
  probe.set(timer);
}

/**
 * A call found the database unreachable: pages answer 503 from now on (the proxy reads the
 * mark), and a probe every 2 s clears the mark once the database answers, without a restart.
 */
export function reportDatabaseUnavailable(): void {
  if (databaseAvailability.markDown()) logger().warn("database unavailable; pages answer 503");
  if (!probe.get()) scheduleProbe();
}

/** Reports the database as unavailable when `error` says it cannot be reached. */
export function noteDatabaseError(error: unknown): void {
  if (isDatabaseUnreachable(error)) reportDatabaseUnavailable();
}

/** At start: an instance whose database is not there yet answers 503 from its first page. */
export async function checkDatabaseAtStart(): Promise<void> {
  if (!(await databaseAnswers())) reportDatabaseUnavailable();
}
