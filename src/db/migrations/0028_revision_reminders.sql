CREATE TABLE "revision_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"owner_id" text NOT NULL,
	"revision_number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"due_km" integer NOT NULL,
	"mileage_km" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_profiles" ADD COLUMN "revision_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "revision_reminder_id" integer;--> statement-breakpoint
ALTER TABLE "revision_reminders" ADD CONSTRAINT "revision_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_reminders" ADD CONSTRAINT "revision_reminders_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_reminders_vehicle_owner_revision_key" ON "revision_reminders" USING btree ("vehicle_id","owner_id","revision_number");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_revision_reminder_id_revision_reminders_id_fk" FOREIGN KEY ("revision_reminder_id") REFERENCES "public"."revision_reminders"("id") ON DELETE cascade ON UPDATE no action;