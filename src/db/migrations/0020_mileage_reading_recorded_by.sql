ALTER TABLE "vehicle_mileage_readings" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "vehicle_mileage_readings" ADD CONSTRAINT "vehicle_mileage_readings_recorded_by_owners_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Readings typed before this column are the current holder's, as the export listed them until now.
UPDATE "vehicle_mileage_readings" SET "recorded_by" = "vehicles"."owner_id" FROM "vehicles" WHERE "vehicles"."id" = "vehicle_mileage_readings"."vehicle_id" AND "vehicle_mileage_readings"."source" = 'owner';
