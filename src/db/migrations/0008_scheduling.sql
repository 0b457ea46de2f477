CREATE TABLE "additional_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"service_type" char(1) NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"powertrain" text NOT NULL,
	CONSTRAINT "additional_services_code_key" UNIQUE("code"),
	CONSTRAINT "additional_services_price_non_negative" CHECK ("additional_services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocol" text NOT NULL,
	"owner_id" text NOT NULL,
	"vehicle_id" integer,
	"model_id" integer NOT NULL,
	"model_year" smallint NOT NULL,
	"plate" char(7),
	"vin" char(17),
	"mileage_km" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"shift" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"flow_type" text NOT NULL,
	"origin" text NOT NULL,
	"services" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"price_on_request" boolean NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_preference" smallint,
	"additional_information" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "bookings_mileage_non_negative" CHECK ("bookings"."mileage_km" >= 0),
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "dealer_shift_capacity" (
	"dealer_id" integer NOT NULL,
	"shift" text NOT NULL,
	"capacity" smallint NOT NULL,
	CONSTRAINT "dealer_shift_capacity_dealer_id_shift_pk" PRIMARY KEY("dealer_id","shift"),
	CONSTRAINT "dealer_shift_capacity_positive" CHECK ("dealer_shift_capacity"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"state_code" char(2),
	"city" text,
	"dealer_id" integer,
	"scope" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_package_prices" (
	"package_id" integer NOT NULL,
	"region" text NOT NULL,
	"parts_cents" integer NOT NULL,
	"labour_cents" integer NOT NULL,
	"mandatory_items" jsonb NOT NULL,
	CONSTRAINT "revision_package_prices_package_id_region_pk" PRIMARY KEY("package_id","region"),
	CONSTRAINT "revision_package_prices_positive" CHECK ("revision_package_prices"."parts_cents" >= 0 and "revision_package_prices"."labour_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "revision_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"revision_number" smallint NOT NULL,
	"model_year_from" smallint NOT NULL,
	"model_year_to" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"checked_items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_badges" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"tone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"owner_id" text NOT NULL,
	"vehicle_id" integer,
	"model_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"revision_number" smallint NOT NULL,
	"service_performed_date" date NOT NULL,
	"revision_odometer" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_claims_odometer_non_negative" CHECK ("service_claims"."revision_odometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"service_code" text,
	"revision_number" smallint,
	"model_id" integer,
	"dealer_id" integer,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"free_offer" boolean DEFAULT false NOT NULL,
	"badge_code" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "service_offers_discount_range" CHECK ("service_offers"."discount_percent" >= 0 and "service_offers"."discount_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_shift_capacity" ADD CONSTRAINT "dealer_shift_capacity_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_package_prices" ADD CONSTRAINT "revision_package_prices_package_id_revision_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."revision_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_packages" ADD CONSTRAINT "revision_packages_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_claims" ADD CONSTRAINT "service_claims_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_claims" ADD CONSTRAINT "service_claims_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_claims" ADD CONSTRAINT "service_claims_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_claims" ADD CONSTRAINT "service_claims_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_service_code_additional_services_code_fk" FOREIGN KEY ("service_code") REFERENCES "public"."additional_services"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offers" ADD CONSTRAINT "service_offers_badge_code_service_badges_code_fk" FOREIGN KEY ("badge_code") REFERENCES "public"."service_badges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_protocol_key" ON "bookings" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_dealer_day_idx" ON "bookings" USING btree ("dealer_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_day_scope_key" ON "holidays" USING btree ("day","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_packages_model_revision_key" ON "revision_packages" USING btree ("model_id","revision_number","model_year_from");--> statement-breakpoint
CREATE UNIQUE INDEX "service_claims_protocol_key" ON "service_claims" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "service_claims_owner_idx" ON "service_claims" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_offers_slug_key" ON "service_offers" USING btree ("slug");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two live bookings of one consultant can never overlap, whatever the concurrency.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultant_no_overlap" EXCLUDE USING gist ("consultant_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
