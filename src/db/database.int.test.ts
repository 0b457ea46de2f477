import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database, databaseHandle, rawRows } from "@/db";
import { consultants, dealerOpeningHours, dealers, vehicleModels, vehicleVersions } from "./schema";
import { seedDatabase } from "./seed";
import { lineup } from "./seed/lineup";

const requiredModels = [
  "Polo Track",
  "Polo",
  "Virtus",
  "Nivus",
  "T-Cross",
  "Tera",
  "Taos",
  "Saveiro",
  "Amarok",
  "Jetta GLI",
  "ID.4",
  "ID.Buzz",
];

describe(`database (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("applies the committed migrations: every table exists and the journal lists them", async () => {
    const tables = await rawRows<{ table_name: string }>(
      database(),
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "vehicle_categories",
        "vehicle_models",
        "vehicle_versions",
        "equipment_items",
        "version_equipment",
        "states",
        "dealers",
        "dealer_opening_hours",
        "consultants",
        "idempotency_keys",
      ]),
    );
    // Applying again is a no-op, as on every `npm start`.
    await expect(databaseHandle().migrate()).resolves.toBeUndefined();
  });

  it("seeds the line-up and the dealer network, and a second seed changes nothing", async () => {
    const first = await seedDatabase(database());
    const second = await seedDatabase(database());
    expect(second).toEqual(first);
    expect(first.models).toBeGreaterThanOrEqual(12);
    expect(first.dealers).toBeGreaterThanOrEqual(60);

    const models = await database().select({ name: vehicleModels.name }).from(vehicleModels);
    expect(models.map((model) => model.name)).toEqual(expect.arrayContaining(requiredModels));

    const states = await database().selectDistinct({ state: dealers.stateCode }).from(dealers);
    expect(states).toHaveLength(27);
    expect(await database().$count(dealerOpeningHours)).toBeGreaterThanOrEqual(first.dealers * 6);
    expect(await database().$count(consultants)).toBe(first.dealers * 3);
  });

  it("keeps rows an operator changed when the seed runs again", async () => {
    await seedDatabase(database());
    await database()
      .update(vehicleVersions)
      .set({ listPriceCents: 123 })
      .where(sql`code = 'BZ13-MPI'`);
    await seedDatabase(database());
    const [version] = await database()
      .select({ price: vehicleVersions.listPriceCents })
      .from(vehicleVersions)
      .where(sql`code = 'BZ13-MPI'`);
    expect(version?.price).toBe(123);
  });

  it("gives every model an illustration file that exists in public/", () => {
    for (const model of lineup) {
      expect(existsSync(path.join("public/illustrations/models", `${model.slug}.svg`))).toBe(true);
      expect(model.versions.every((version) => version.priceBRL > 50_000)).toBe(true);
    }
  });
});
