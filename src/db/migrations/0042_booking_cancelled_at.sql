ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- Bookings cancelled before the column: their last change is when they were cancelled.
UPDATE "bookings" SET "cancelled_at" = "updated_at" WHERE "status" IN ('cancelled', 'rejected');
