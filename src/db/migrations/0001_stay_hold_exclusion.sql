-- No two holds (holding bookings or owner blocks) of one property may share a night.
-- Half-open ranges '[)' let a guest check out on the day the next one checks in.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "stay_holds"
  ADD CONSTRAINT "stay_holds_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, "stay" WITH &&);
--> statement-breakpoint
ALTER TABLE "stay_holds"
  ADD CONSTRAINT "stay_holds_half_open" CHECK (NOT isempty("stay") AND lower_inc("stay") AND NOT upper_inc("stay"));
