CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vehicles_released" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_profiles" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"cep" char(8),
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city" text,
	"state" char(2),
	"contact_preference" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_profiles" ADD CONSTRAINT "owner_profiles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_terms_acceptances" ADD CONSTRAINT "owner_terms_acceptances_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_terms_acceptances_owner_idx" ON "owner_terms_acceptances" USING btree ("owner_id","version");