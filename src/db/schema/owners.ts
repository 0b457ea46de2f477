import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  date,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { vehicleModels } from "./catalog";
import { dealers } from "./dealers";

/**
 * A vehicle owner of the storefront, keyed by the identity provider's subject. Account data that
 * the provider holds (credentials) stays there; this row holds what the storefront decides.
 */
export const owners = pgTable("owners", {
  /** The verified token's `sub`. */
  id: text("id").primaryKey(),
  /**
   * The name the header greets, as last saved in Minha conta or brought by a login: the identity
   * token keeps the name of its login for its hour. Null until either happens (the token's then).
   */
  name: text("name"),
  favouriteDealerId: integer("favourite_dealer_id").references(() => dealers.id, {
    onDelete: "set null",
  }),
  /** The /cadastro step the owner last reached, so leaving and coming back resumes there. */
  registrationStep: smallint("registration_step").notNull().default(1),
  /** Null while the owner counts as SPEC.md's newUser. */
  registrationCompletedAt: timestamp("registration_completed_at", { withTimezone: true }),
  /** SPEC.md's userSelectedVehicle, kept across visits. */
  selectedVehicleId: integer("selected_vehicle_id"),
  /**
   * A password change ends the owner's other sessions: a token issued before this instant no
   * longer opens the account, except the one of the session that made the change.
   */
  sessionsValidFrom: timestamp("sessions_valid_from", { withTimezone: true }),
  /** SHA-256 of the identity token of the session that set sessionsValidFrom. */
  keptSessionHash: text("kept_session_hash"),
  /**
   * The owner's last login on the storefront. Null for an owner it knows only from the brand's
   * registry: someone who never signed in is not mailed the storefront's reminders.
   */
  signedInAt: timestamp("signed_in_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The brand's vehicle registry: every vehicle sold in Brazil, with or without an owner on the
 * storefront. A vehicle has one owner at a time.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    /** Chassi: 17 characters, no I, O or Q, starting with the brand's WMI. */
    vin: char("vin", { length: 17 }).notNull(),
    /** Upper case without hyphen: ABC1234 (old) or ABC1D23 (Mercosul). */
    plate: char("plate", { length: 7 }),
    /** 11 digits with its check digit; set by the owner. */
    renavam: char("renavam", { length: 11 }),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    versionName: text("version_name").notNull(),
    modelYear: smallint("model_year").notNull(),
    color: text("color").notNull(),
    soldOn: date("sold_on", { mode: "string" }).notNull(),
    sellingDealerId: integer("selling_dealer_id").references(() => dealers.id, {
      onDelete: "set null",
    }),
    ownerId: text("owner_id").references(() => owners.id, { onDelete: "set null" }),
    nickname: text("nickname"),
    /** The highest confirmed odometer reading, in km. */
    mileageKm: integer("mileage_km").notNull().default(0),
    mileageReadAt: timestamp("mileage_read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vehicles_vin_key").on(table.vin),
    uniqueIndex("vehicles_plate_key").on(table.plate),
    uniqueIndex("vehicles_renavam_key").on(table.renavam),
    index("vehicles_owner_idx").on(table.ownerId),
    check("vehicles_mileage_non_negative", sql`${table.mileageKm} >= 0`),
  ],
);

/** Odometer history: the sale, each revision and each reading an owner confirms. */
export const vehicleMileageReadings = pgTable(
  "vehicle_mileage_readings",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    mileageKm: integer("mileage_km").notNull(),
    readOn: date("read_on", { mode: "string" }).notNull(),
    source: text("source", { enum: ["sale", "revision", "owner"] }).notNull(),
    /** Set when the owner confirmed a value lower than the last one (a replaced odometer, a typo fixed). */
    confirmedLower: boolean("confirmed_lower").notNull().default(false),
    /**
     * The owner who typed an "owner" reading. The reading stays the car's when it changes hands;
     * this says whose personal data it also is (the account export), and is cleared with the account.
     */
    recordedBy: text("recorded_by").references(() => owners.id, { onDelete: "set null" }),
    /** The dealer that read a "revision" reading: the history names where the revision was done. */
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "set null" }),
  },
  (table) => [
    index("vehicle_mileage_readings_vehicle_idx").on(table.vehicleId, table.readOn),
    // The export's read and the account deletion's clearing look readings up by who typed them.
    index("vehicle_mileage_readings_recorded_by_idx").on(table.recordedBy),
  ],
);
