// Applies the committed migrations to the configured database (PGlite folder or DATABASE_URL).
import { loadEnvironment } from "./environment";

await loadEnvironment();
const { databaseHandle, closeDatabase } = await import("../src/db");
await databaseHandle().migrate();
await closeDatabase();
console.log("Migrations applied.");
