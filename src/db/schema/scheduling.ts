import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { vehicleModels } from "./catalog";
import { consultants, dealers, states } from "./dealers";
import { owners, vehicles } from "./owners";

export const regions = ["Norte", "Nordeste", "Centro-Oeste", "Sudeste", "Sul"] as const;

/** One revision of a model's periodic plan (revision n at n × 12 months or n × 10,000 km). */
export const revisionPackages = pgTable(
  "revision_packages",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id, { onDelete: "cascade" }),
    revisionNumber: smallint("revision_number").notNull(),
    /** First and last model years the plan applies to. */
    modelYearFrom: smallint("model_year_from").notNull(),
    modelYearTo: smallint("model_year_to").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    /** What the workshop inspects, in the order of the service sheet. */
    checkedItems: jsonb("checked_items").$type<string[]>().notNull(),
  },
  (table) => [
    uniqueIndex("revision_packages_model_revision_key").on(
      table.modelId,
      table.revisionNumber,
      table.modelYearFrom,
    ),
  ],
);

export interface MandatoryItem {
  description: string;
  priceCents: number;
}

/** The fixed price of a revision in a region: parts, labour and every mandatory item. */
export const revisionPackagePrices = pgTable(
  "revision_package_prices",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => revisionPackages.id, { onDelete: "cascade" }),
    region: text("region", { enum: regions }).notNull(),
    partsCents: integer("parts_cents").notNull(),
    labourCents: integer("labour_cents").notNull(),
    mandatoryItems: jsonb("mandatory_items").$type<MandatoryItem[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.region] }),
    check(
      "revision_package_prices_positive",
      sql`${table.partsCents} >= 0 and ${table.labourCents} > 0`,
    ),
  ],
);

/** Services booked beside or instead of a revision. A price of 0 is "preço sob consulta". */
export const additionalServices = pgTable(
  "additional_services",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique("additional_services_code_key"),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** SPEC.md serviceType: '1' revision, '2' additional service, '3' diagnosis, '4' recall. */
    serviceType: char("service_type", { length: 1 }).notNull(),
    priceCents: integer("price_cents").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    powertrain: text("powertrain", { enum: ["all", "combustion", "electric"] }).notNull(),
  },
  (table) => [check("additional_services_price_non_negative", sql`${table.priceCents} >= 0`)],
);

export const serviceBadges = pgTable("service_badges", {
  code: text("code").primaryKey(),
  label: text("label").notNull(),
  tone: text("tone", { enum: ["offer", "free", "new", "info"] }).notNull(),
});

/** A discount or a free service, network-wide or at one dealer, for every model or one. */
export const serviceOffers = pgTable(
  "service_offers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    serviceCode: text("service_code").references(() => additionalServices.code, {
      onDelete: "cascade",
    }),
    revisionNumber: smallint("revision_number"),
    modelId: integer("model_id").references(() => vehicleModels.id, { onDelete: "cascade" }),
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "cascade" }),
    discountPercent: smallint("discount_percent").notNull().default(0),
    freeOffer: boolean("free_offer").notNull().default(false),
    badgeCode: text("badge_code")
      .notNull()
      .references(() => serviceBadges.code),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
  },
  (table) => [
    uniqueIndex("service_offers_slug_key").on(table.slug),
    check(
      "service_offers_discount_range",
      sql`${table.discountPercent} >= 0 and ${table.discountPercent} <= 100`,
    ),
  ],
);

/**
 * Days without service: national (no state), state (state only) or municipal (state and city),
 * or one dealer's own closing day.
 */
export const holidays = pgTable(
  "holidays",
  {
    id: serial("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    stateCode: char("state_code", { length: 2 }).references(() => states.code),
    city: text("city"),
    dealerId: integer("dealer_id").references(() => dealers.id, { onDelete: "cascade" }),
    /** BR, a state code, STATE:City or dealer:<id>: one row per day and scope. */
    scope: text("scope").notNull(),
  },
  (table) => [uniqueIndex("holidays_day_scope_key").on(table.day, table.scope)],
);

export const shifts = ["Manhã", "Tarde"] as const;

/** How many cars the workshop receives per shift and day. */
export const dealerShiftCapacity = pgTable(
  "dealer_shift_capacity",
  {
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id, { onDelete: "cascade" }),
    shift: text("shift", { enum: shifts }).notNull(),
    capacity: smallint("capacity").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.dealerId, table.shift] }),
    check("dealer_shift_capacity_positive", sql`${table.capacity} > 0`),
  ],
);

export interface BookedService {
  itemListId: string;
  code: string;
  name: string;
  serviceType: string;
  priceCents: number;
  freeOffer: boolean;
  /** For a revision: its mandatory items, all inside priceCents. */
  mandatoryItems?: MandatoryItem[];
  recallCampaign?: string;
}

export const flowTypes = [
  "periodic_revision",
  "additional_services",
  "report_inconvenience",
  "schedule_resume",
  "recall",
  "correction_revision",
] as const;

/**
 * A consultant's reception slot. A held row blocks the slot for a few minutes while its owner
 * confirms; the exclusion constraint (migration 0008) forbids two live rows of one consultant
 * whose times overlap.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    protocol: text("protocol").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    modelYear: smallint("model_year").notNull(),
    plate: char("plate", { length: 7 }),
    vin: char("vin", { length: 17 }),
    mileageKm: integer("mileage_km").notNull(),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    consultantId: integer("consultant_id")
      .notNull()
      .references(() => consultants.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    shift: text("shift", { enum: shifts }).notNull(),
    status: text("status", { enum: ["held", "confirmed", "cancelled"] }).notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    flowType: text("flow_type", { enum: flowTypes }).notNull(),
    origin: text("origin", { enum: ["MY_ACCOUNT", "OFFERS"] }).notNull(),
    services: jsonb("services").$type<BookedService[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    priceOnRequest: boolean("price_on_request").notNull(),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    /** SPEC.md contact preference: 1 e-mail, 2 phone, 3 WhatsApp. */
    contactPreference: smallint("contact_preference"),
    /**
     * The account's verified e-mail when the booking was confirmed: its mails go there, never to
     * an address typed in the contact step. Null for bookings confirmed before it was kept.
     */
    accountEmail: text("account_email"),
    additionalInformation: text("additional_information"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /**
     * What the dealer reported of the visit once its time came: done (with the odometer it read,
     * which puts a revision in the car's history and closes a recall it repaired), or the owner
     * did not come. Null until reported.
     */
    outcome: text("outcome", { enum: ["completed", "no_show"] }),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    completedMileageKm: integer("completed_mileage_km"),
    /** The time the owner was last reminded of: a booking moved since is reminded again. */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("bookings_protocol_key").on(table.protocol),
    index("bookings_owner_idx").on(table.ownerId, table.startsAt),
    index("bookings_dealer_day_idx").on(table.dealerId, table.startsAt),
    check("bookings_mileage_non_negative", sql`${table.mileageKm} >= 0`),
    check("bookings_time_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Photos an owner attaches to an inconvenience report (optional, a few per booking). */
export const bookingPhotos = pgTable("booking_photos", {
  id: serial("id").primaryKey(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  /** Base64 of the image bytes. */
  content: text("content").notNull(),
});

export const serviceClaimStatuses = ["received", "accepted", "declined", "withdrawn"] as const;

/** A revision done at a dealer that the owner asks to correct (SPEC.md correction_revision). */
export const serviceClaims = pgTable(
  "service_claims",
  {
    id: serial("id").primaryKey(),
    protocol: text("protocol").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    /** The car's plate as the request named it (the garage's, or the one typed): the dealer's way to find it. */
    plate: char("plate", { length: 7 }),
    dealerId: integer("dealer_id")
      .notNull()
      .references(() => dealers.id),
    revisionNumber: smallint("revision_number").notNull(),
    servicePerformedDate: date("service_performed_date", { mode: "string" }).notNull(),
    revisionOdometer: integer("revision_odometer").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A copy of an earlier request, filed before one request per revision was held: kept, so no
     * protocol an owner was given stops answering, and left out of the rule below.
     */
    earlierCopy: boolean("earlier_copy").notNull().default(false),
    /**
     * `received` until the dealer decides (`accepted`: the revision entered the car's history;
     * `declined`, with the dealer's reason) or the owner withdraws it first.
     */
    status: text("status", { enum: serviceClaimStatuses }).notNull().default("received"),
    /** The owner's name as the session gave it when asking: who the dealer reads asked. */
    ownerName: text("owner_name"),
    /** When the dealer decided or the owner withdrew. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The dealer's words to the owner: why the request was declined, or a remark on acceptance. */
    dealerNote: text("dealer_note"),
    /**
     * The odometer the owner typed, kept when the dealer accepted the request with the figure of
     * its own service record instead (`revision_odometer` then holds the dealer's). Null otherwise.
     */
    submittedOdometer: integer("submitted_odometer"),
    /** When the dealer was reminded of a request left undecided past the promised working days. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("service_claims_protocol_key").on(table.protocol),
    index("service_claims_owner_idx").on(table.ownerId),
    // One request per revision and date of a car (by garage id, else by plate when given): the
    // same request sent again names the first.
    uniqueIndex("service_claims_revision_key")
      .on(
        table.ownerId,
        table.modelId,
        sql`coalesce(${table.vehicleId}, 0)`,
        sql`coalesce(${table.plate}, '')`,
        table.revisionNumber,
        table.servicePerformedDate,
      )
      // A request withdrawn or declined leaves the revision free to be asked about again.
      .where(sql`not ${table.earlierCopy} and ${table.status} in ('received', 'accepted')`),
    // The dealer's review queue, oldest first.
    index("service_claims_dealer_idx").on(table.dealerId, table.status, table.createdAt),
    check("service_claims_odometer_non_negative", sql`${table.revisionOdometer} >= 0`),
  ],
);
