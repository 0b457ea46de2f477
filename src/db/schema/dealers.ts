import {
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const states = pgTable("states", {
  code: char("code", { length: 2 }).primaryKey(),
  name: text("name").notNull(),
  region: text("region", {
    enum: ["Norte", "Nordeste", "Centro-Oeste", "Sudeste", "Sul"],
  }).notNull(),
});

export const dealers = pgTable(
  "dealers",
  {
    id: serial("id").primaryKey(),
    /** The brand's dealer code (SPEC.md path parameter dealerCode). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    stateCode: char("state_code", { length: 2 })
      .notNull()
      .references(() => states.code),
    city: text("city").notNull(),
    address: text("address").notNull(),
    district: text("district").notNull(),
    postalCode: char("postal_code", { length: 9 }).notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
  },
  (table) => [
    uniqueIndex("dealers_code_key").on(table.code),
    index("dealers_state_idx").on(table.stateCode),
  ],
);

/** Weekly opening hours; a weekday without a row is closed. Weekday 0 is Sunday. */
export const dealerOpeningHours = pgTable(
  "dealer_opening_hours",
  {
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
  },
  (table) => [uniqueIndex("dealer_opening_hours_pk").on(table.dealerId, table.weekday)],
);

export const consultants = pgTable(
  "consultants",
  {
    id: serial("id").primaryKey(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** CPF, digits only; the scheduling calls carry it as consultantDocumentNumber. */
    documentNumber: char("document_number", { length: 11 }).notNull(),
    role: text("role", { enum: ["sales", "service"] }).notNull(),
  },
  (table) => [
    uniqueIndex("consultants_document_key").on(table.documentNumber),
    index("consultants_dealer_idx").on(table.dealerId),
  ],
);
