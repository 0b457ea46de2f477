CREATE TABLE "equipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "equipment_items_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "vehicle_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" smallint NOT NULL,
	"body_style" text NOT NULL,
	"powertrain" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"image_alt" text NOT NULL,
	"display_order" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"model_year" smallint NOT NULL,
	"engine" text NOT NULL,
	"fuel" text NOT NULL,
	"potency" text NOT NULL,
	"transmission" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"abs_brakes" boolean NOT NULL,
	"airbags" smallint NOT NULL,
	"air_conditioning" text NOT NULL,
	"steering" text NOT NULL,
	"fuel_tank_liters" smallint,
	"battery_kwh" real,
	"warranty_years" smallint NOT NULL,
	"power_windows_and_locks" boolean NOT NULL,
	"trunk_liters" smallint NOT NULL,
	"display_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_equipment" (
	"version_id" integer NOT NULL,
	"equipment_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"document_number" char(11) NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_opening_hours" (
	"dealer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state_code" char(2) NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"district" text NOT NULL,
	"postal_code" char(9) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key_method_path_pk" PRIMARY KEY("key","method","path")
);
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_versions" ADD CONSTRAINT "vehicle_versions_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_equipment" ADD CONSTRAINT "version_equipment_version_id_vehicle_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."vehicle_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_equipment" ADD CONSTRAINT "version_equipment_equipment_id_equipment_items_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_opening_hours" ADD CONSTRAINT "dealer_opening_hours_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_slug_key" ON "vehicle_models" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_code_key" ON "vehicle_models" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_versions_code_key" ON "vehicle_versions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vehicle_versions_model_idx" ON "vehicle_versions" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "version_equipment_pk" ON "version_equipment" USING btree ("version_id","equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultants_document_key" ON "consultants" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "consultants_dealer_idx" ON "consultants" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_opening_hours_pk" ON "dealer_opening_hours" USING btree ("dealer_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code_key" ON "dealers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dealers_state_idx" ON "dealers" USING btree ("state_code");