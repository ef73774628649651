DROP INDEX "properties_active_idx";--> statement-breakpoint
CREATE INDEX "properties_listing_idx" ON "properties" USING btree ("featured_rank","name","id") WHERE "properties"."is_active";