CREATE TYPE "public"."review_hidden_reason" AS ENUM('personal_data', 'offensive', 'not_about_stay');--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "reviews_property_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cleanliness" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" "review_hidden_reason";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_part_ratings_range" CHECK (coalesce("reviews"."cleanliness", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."location", 1) BETWEEN 1 AND 5 AND coalesce("reviews"."value", 1) BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answer_length" CHECK (char_length("reviews"."answer") <= 2000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answer_whole" CHECK (("reviews"."answer" IS NULL) = ("reviews"."answered_at" IS NULL));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_whole" CHECK (("reviews"."hidden_reason" IS NULL) = ("reviews"."hidden_at" IS NULL));