CREATE TYPE "public"."refund_reason" AS ENUM('dates_not_held', 'rejected_by_owner', 'cancelled_by_owner');--> statement-breakpoint
CREATE TABLE "owner_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" "refund_reason" DEFAULT 'dates_not_held' NOT NULL;--> statement-breakpoint
CREATE INDEX "owner_activity_at_idx" ON "owner_activity" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "owner_activity_subject_idx" ON "owner_activity" USING btree ("subject_kind","subject_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0);