-- A RENAVAM names one vehicle. Numbers saved twice before this index keep their first vehicle;
-- the later copies are cleared for their owners to type again.
UPDATE "vehicles" AS "later" SET "renavam" = NULL WHERE "renavam" IS NOT NULL AND EXISTS (SELECT 1 FROM "vehicles" AS "earlier" WHERE "earlier"."renavam" = "later"."renavam" AND "earlier"."id" < "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_renavam_key" ON "vehicles" USING btree ("renavam");
