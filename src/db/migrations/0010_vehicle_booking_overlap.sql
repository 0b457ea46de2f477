-- A garage vehicle is in one place at a time: two live bookings of it (at any dealers) may not
-- overlap. Vehicles typed in without a garage record have no id and are not covered.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled' AND "vehicle_id" IS NOT NULL);
