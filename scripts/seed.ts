// Inserts the seeded catalogue and dealer network where missing (idempotent).
import { loadEnvironment } from "./environment";

await loadEnvironment();
const { database, closeDatabase } = await import("../src/db");
const { seedDatabase } = await import("../src/db/seed");
const summary = await seedDatabase(database());
await closeDatabase();
console.log(
  `Seed: ${summary.models} models, ${summary.versions} versions, ${summary.dealers} dealers.`,
);
