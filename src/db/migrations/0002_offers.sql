CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offer_coverage_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"state_code" char(2),
	"city" text,
	"dealer_id" integer
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"version_id" integer NOT NULL,
	"campaign_id" integer,
	"dealer_id" integer,
	"title" text NOT NULL,
	"buy_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"down_payment_cents" integer,
	"installments" smallint,
	"installment_cents" integer,
	"monthly_rate_percent" text,
	"conditions" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"segments" jsonb NOT NULL,
	"discount_min_percent" smallint,
	"discount_max_percent" smallint,
	"coverage" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"negotiation_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_coverage_areas" ADD CONSTRAINT "offer_coverage_areas_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_coverage_areas" ADD CONSTRAINT "offer_coverage_areas_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_version_id_vehicle_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."vehicle_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_coverage_areas_offer_idx" ON "offer_coverage_areas" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_key" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "offers_kind_valid_idx" ON "offers" USING btree ("kind","valid_until");--> statement-breakpoint
CREATE INDEX "offers_version_idx" ON "offers" USING btree ("version_id");