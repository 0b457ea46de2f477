CREATE TABLE "financing_fees" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"display_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"min_down_payment_percent" smallint NOT NULL,
	"max_down_payment_percent" smallint NOT NULL,
	"term_months" smallint NOT NULL,
	"monthly_rate_basis_points" integer NOT NULL,
	"residual_percent" smallint
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"term_months" smallint NOT NULL,
	"km_per_month" smallint NOT NULL,
	"monthly_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_credentials" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_outbox" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"delivery_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"channel" text,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocol" text NOT NULL,
	"kind" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"offer_id" integer,
	"model_id" integer,
	"subscription_plan_id" integer,
	"subject" jsonb NOT NULL,
	"simulation" jsonb,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cpf" char(11),
	"preferred_contact" smallint NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_access_tokens" ADD CONSTRAINT "dealer_access_tokens_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credentials" ADD CONSTRAINT "dealer_credentials_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financing_fees_order_idx" ON "financing_fees" USING btree ("display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_rates_band_key" ON "financing_rates" USING btree ("plan","min_down_payment_percent","term_months");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_key" ON "subscription_plans" USING btree ("model_id","term_months","km_per_month");--> statement-breakpoint
CREATE INDEX "subscription_plans_model_idx" ON "subscription_plans" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "dealer_access_tokens_dealer_idx" ON "dealer_access_tokens" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_credentials_client_key" ON "dealer_credentials" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_outbox_delivery_key" ON "lead_outbox" USING btree ("delivery_key");--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_protocol_key" ON "leads" USING btree ("protocol");--> statement-breakpoint
CREATE INDEX "leads_dealer_created_idx" ON "leads" USING btree ("dealer_id","created_at");