-- Accent-insensitive Portuguese search for the FAQ: unaccent is only STABLE (its dictionary can
-- change), so an IMMUTABLE wrapper naming the dictionary explicitly lets a generated column and
-- its GIN index use it. Both PostgreSQL and PGlite ship the extension.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION faq_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"display_order" smallint NOT NULL,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" smallint NOT NULL,
	"search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('portuguese', faq_unaccent(question)), 'A') || setweight(to_tsvector('portuguese', faq_unaccent(answer)), 'B')) STORED,
	CONSTRAINT "faq_questions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "recall_api_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_campaign_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"model_code" text NOT NULL,
	"model_year_from" smallint NOT NULL,
	"model_year_to" smallint NOT NULL,
	"serial_from" char(6),
	"serial_to" char(6),
	CONSTRAINT "recall_scope_years" CHECK ("recall_campaign_scopes"."model_year_from" <= "recall_campaign_scopes"."model_year_to"),
	CONSTRAINT "recall_scope_serials" CHECK (("recall_campaign_scopes"."serial_from" is null) = ("recall_campaign_scopes"."serial_to" is null) and ("recall_campaign_scopes"."serial_from" is null or "recall_campaign_scopes"."serial_from" <= "recall_campaign_scopes"."serial_to"))
);
--> statement-breakpoint
CREATE TABLE "recall_campaign_vins" (
	"campaign_id" integer NOT NULL,
	"vin" char(17) NOT NULL,
	CONSTRAINT "recall_campaign_vins_campaign_id_vin_pk" PRIMARY KEY("campaign_id","vin")
);
--> statement-breakpoint
CREATE TABLE "recall_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"component" text NOT NULL,
	"risk" text NOT NULL,
	"remedy" text NOT NULL,
	"repair_minutes" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_campaigns_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "recall_repairs" (
	"campaign_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"repaired_on" date NOT NULL,
	CONSTRAINT "recall_repairs_campaign_id_vehicle_id_pk" PRIMARY KEY("campaign_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_api_tokens" ADD CONSTRAINT "recall_api_tokens_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_campaign_scopes" ADD CONSTRAINT "recall_campaign_scopes_campaign_id_recall_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."recall_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_campaign_vins" ADD CONSTRAINT "recall_campaign_vins_campaign_id_recall_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."recall_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_repairs" ADD CONSTRAINT "recall_repairs_campaign_id_recall_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."recall_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_repairs" ADD CONSTRAINT "recall_repairs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_repairs" ADD CONSTRAINT "recall_repairs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE INDEX "faq_questions_search_idx" ON "faq_questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recall_api_tokens_expiry_idx" ON "recall_api_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recall_campaign_scopes_model_idx" ON "recall_campaign_scopes" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "recall_campaign_vins_vin_idx" ON "recall_campaign_vins" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "recall_repairs_vehicle_idx" ON "recall_repairs" USING btree ("vehicle_id");