DROP INDEX "service_claims_revision_key";--> statement-breakpoint
ALTER TABLE "service_claims" ADD COLUMN "status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_claims" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "service_claims" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_claims" ADD COLUMN "dealer_note" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_claim_id_service_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."service_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_claims_dealer_idx" ON "service_claims" USING btree ("dealer_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_claims_revision_key" ON "service_claims" USING btree ("owner_id","model_id",coalesce("vehicle_id", 0),coalesce("plate", ''),"revision_number","service_performed_date") WHERE not "service_claims"."earlier_copy" and "service_claims"."status" in ('received', 'accepted');