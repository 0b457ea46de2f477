import "server-only";
import { sql } from "drizzle-orm";
import { databaseHandle } from "@/db";
import { apiErrors, isShuttingDown, noteDatabaseError } from "@/lib/http";
import { platformTexts } from "../texts";

const probeTimeoutMs = 2000;

export interface HealthReport {
  status: "ok";
  database: "ok";
  databaseKind: "pglite" | "postgres";
  uptimeSeconds: number;
}

/** Reachable means a round trip to the database within the probe timeout. */
export async function checkHealth(): Promise<HealthReport> {
  // Still serving what is in flight, but a balancer should send the next request elsewhere.
  if (isShuttingDown()) throw apiErrors.unavailable(platformTexts.errors.shuttingDown);
  const handle = databaseHandle();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database probe timed out")), probeTimeoutMs);
  });
  try {
    await Promise.race([handle.db.execute(sql`select 1`), timeout]);
  } catch (error) {
    // A timeout is a busy database, not a gone one: only an unreachable one turns pages to 503.
    noteDatabaseError(error);
    throw apiErrors.unavailable(platformTexts.errors.databaseUnavailable);
  } finally {
    clearTimeout(timer);
  }
  return {
    status: "ok",
    database: "ok",
    databaseKind: handle.kind,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** Liveness: the event loop answers. Never the database, so a slow one does not get us killed. */
export function checkLiveness(): { status: "ok"; uptimeSeconds: number } {
  return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
}
