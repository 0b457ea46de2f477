ALTER TABLE "owners" ADD COLUMN "sessions_valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "kept_session_hash" text;