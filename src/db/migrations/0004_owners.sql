CREATE TABLE "owners" (
	"id" text PRIMARY KEY NOT NULL,
	"favourite_dealer_id" integer,
	"registration_step" smallint DEFAULT 1 NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"selected_vehicle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_mileage_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"mileage_km" integer NOT NULL,
	"read_on" date NOT NULL,
	"source" text NOT NULL,
	"confirmed_lower" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" char(17) NOT NULL,
	"plate" char(7),
	"renavam" char(11),
	"model_id" integer NOT NULL,
	"version_name" text NOT NULL,
	"model_year" smallint NOT NULL,
	"color" text NOT NULL,
	"sold_on" date NOT NULL,
	"selling_dealer_id" integer,
	"owner_id" text,
	"nickname" text,
	"mileage_km" integer DEFAULT 0 NOT NULL,
	"mileage_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_mileage_non_negative" CHECK ("vehicles"."mileage_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_favourite_dealer_id_dealers_id_fk" FOREIGN KEY ("favourite_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_mileage_readings" ADD CONSTRAINT "vehicle_mileage_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_selling_dealer_id_dealers_id_fk" FOREIGN KEY ("selling_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_mileage_readings_vehicle_idx" ON "vehicle_mileage_readings" USING btree ("vehicle_id","read_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_key" ON "vehicles" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");