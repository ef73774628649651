CREATE TYPE "public"."locale" AS ENUM('en', 'nl', 'fr', 'de');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;