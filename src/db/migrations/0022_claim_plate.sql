DROP INDEX "service_claims_revision_key";--> statement-breakpoint
ALTER TABLE "service_claims" ADD COLUMN "plate" char(7);--> statement-breakpoint
-- Requests of a garage car name its plate, as new ones do.
UPDATE "service_claims" SET "plate" = "vehicles"."plate" FROM "vehicles" WHERE "vehicles"."id" = "service_claims"."vehicle_id";--> statement-breakpoint
CREATE UNIQUE INDEX "service_claims_revision_key" ON "service_claims" USING btree ("owner_id","model_id",coalesce("vehicle_id", 0),coalesce("plate", ''),"revision_number","service_performed_date") WHERE not "service_claims"."earlier_copy";
