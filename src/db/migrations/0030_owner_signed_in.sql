-- Revision reminders go to owners who signed in on the storefront (decision 071). The owners
-- known before this migration keep being reminded as they were.
ALTER TABLE "owners" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "owners" SET "signed_in_at" = "created_at";
