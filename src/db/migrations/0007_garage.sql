CREATE TABLE "registration_progress" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"max_step" smallint DEFAULT 4 NOT NULL,
	"vehicle_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_transfer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"requester_id" text NOT NULL,
	"holder_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_progress" ADD CONSTRAINT "registration_progress_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_progress" ADD CONSTRAINT "registration_progress_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfer_requests" ADD CONSTRAINT "vehicle_transfer_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfer_requests" ADD CONSTRAINT "vehicle_transfer_requests_requester_id_owners_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_transfer_requests" ADD CONSTRAINT "vehicle_transfer_requests_holder_id_owners_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_transfer_requests_open_key" ON "vehicle_transfer_requests" USING btree ("vehicle_id","requester_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "vehicle_transfer_requests_holder_idx" ON "vehicle_transfer_requests" USING btree ("holder_id","status");