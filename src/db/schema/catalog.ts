import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Offer-search category (SPEC.md: category is an integer with a categoryName label). */
export const vehicleCategories = pgTable("vehicle_categories", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** The brand's model code (SPEC.md path parameter modelCode). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    categoryId: smallint("category_id")
      .notNull()
      .references(() => vehicleCategories.id),
    bodyStyle: text("body_style", {
      enum: ["hatch", "sedan", "suv", "pickup", "van"],
    }).notNull(),
    powertrain: text("powertrain", { enum: ["combustion", "electric"] }).notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull(),
    displayOrder: smallint("display_order").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vehicle_models_slug_key").on(table.slug),
    uniqueIndex("vehicle_models_code_key").on(table.code),
  ],
);

/** A sellable version of a model, with the technical fields the offers comparison shows. */
export const vehicleVersions = pgTable(
  "vehicle_versions",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    modelYear: smallint("model_year").notNull(),
    engine: text("engine").notNull(),
    fuel: text("fuel", { enum: ["flex", "gasoline", "diesel", "electric"] }).notNull(),
    potency: text("potency").notNull(),
    transmission: text("transmission").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    absBrakes: boolean("abs_brakes").notNull(),
    airbags: smallint("airbags").notNull(),
    airConditioning: text("air_conditioning").notNull(),
    steering: text("steering", { enum: ["electric", "hydraulic"] }).notNull(),
    fuelTankLiters: smallint("fuel_tank_liters"),
    batteryKwh: real("battery_kwh"),
    warrantyYears: smallint("warranty_years").notNull(),
    powerWindowsAndLocks: boolean("power_windows_and_locks").notNull(),
    trunkLiters: smallint("trunk_liters").notNull(),
    displayOrder: smallint("display_order").notNull(),
  },
  (table) => [
    uniqueIndex("vehicle_versions_code_key").on(table.code),
    index("vehicle_versions_model_idx").on(table.modelId),
  ],
);

export const equipmentItems = pgTable("equipment_items", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  kind: text("kind", { enum: ["safety", "comfort", "technology", "exterior"] }).notNull(),
});

export const versionEquipment = pgTable(
  "version_equipment",
  {
    versionId: integer("version_id")
      .notNull()
      .references(() => vehicleVersions.id, { onDelete: "cascade" }),
    equipmentId: integer("equipment_id")
      .notNull()
      .references(() => equipmentItems.id, { onDelete: "cascade" }),
  },
  (table) => [uniqueIndex("version_equipment_pk").on(table.versionId, table.equipmentId)],
);
