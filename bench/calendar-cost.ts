// The calendar call's own cost without HTTP or other load: one in-memory PGlite, seeded, and the
// same service the route calls, run sequentially. Prints one JSON line.
import { loadEnvironment } from "../scripts/environment";

await loadEnvironment();
process.env.PGLITE_DIR = "memory://";
process.env.DATABASE_URL = "";
process.env.LOG_LEVEL = "silent";
const { databaseHandle, closeDatabase } = await import("../src/db");
const { seedDatabase } = await import("../src/db/seed");
const { dealerDayCalendar } = await import("../src/features/scheduling/server/calendar");
await databaseHandle().migrate();
await seedDatabase(databaseHandle().db);
const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
for (let i = 0; i < 50; i += 1) await dealerDayCalendar("10000", day);
const runs = 500;
const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  await dealerDayCalendar("10000", day);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share: number) => Math.round((times[Math.ceil(runs * share) - 1] ?? 0) * 100) / 100;
console.log(JSON.stringify({ runs, p50Ms: at(0.5), p99Ms: at(0.99) }));
await closeDatabase();
