CREATE TYPE "public"."refund_status" AS ENUM('owed', 'refunded');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "refund_status" DEFAULT 'owed' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_payment_id" uuid;--> statement-breakpoint
-- Payments opened before this migration keep a hold for at most 30 minutes after they opened.
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_policies" ADD COLUMN "max_stay_duration" integer DEFAULT 28 NOT NULL;--> statement-breakpoint
-- A home whose minimum stay is above the new default keeps its stays bookable.
UPDATE "property_policies" SET "min_stay_duration" = 365 WHERE "min_stay_duration" > 365;--> statement-breakpoint
UPDATE "property_policies" SET "max_stay_duration" = "min_stay_duration" WHERE "min_stay_duration" > "max_stay_duration";--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_payments" SET "expires_at" = "created_at" + interval '30 minutes';--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_owed_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'owed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_payment_id_payments_id_fk" FOREIGN KEY ("confirmed_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_unpaid_email_idx" ON "bookings" USING btree ("guest_email") WHERE "bookings"."status" IN ('pending', 'payment_pending');--> statement-breakpoint
ALTER TABLE "property_policies" ADD CONSTRAINT "property_policies_max_stay_range" CHECK ("property_policies"."max_stay_duration" >= "property_policies"."min_stay_duration" AND "property_policies"."max_stay_duration" <= 365);--> statement-breakpoint
-- A confirmed booking's confirming payment: its first paid payment that was not refunded.
UPDATE "bookings" SET "confirmed_payment_id" = (
  SELECT p."id" FROM "payments" p
  WHERE p."booking_id" = "bookings"."id" AND p."status" = 'paid' AND p."refunded_at" IS NULL
  ORDER BY p."paid_at" LIMIT 1
) WHERE "payment_confirmed_at" IS NOT NULL;--> statement-breakpoint
-- Refunds made so far move to their table; money taken and neither refunded nor confirming a
-- booking (a refund the provider refused before this migration) is owed and will be retried.
INSERT INTO "refunds" ("payment_id", "amount_cents", "status", "attempts", "provider_refund_id", "created_at", "refunded_at")
  SELECT "id", "amount_cents", 'refunded', 1, "provider_refund_id", "refunded_at", "refunded_at"
  FROM "payments" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "amount_cents")
  SELECT p."id", p."amount_cents" FROM "payments" p JOIN "bookings" b ON b."id" = p."booking_id"
  WHERE p."status" = 'paid' AND p."refunded_at" IS NULL
    AND b."confirmed_payment_id" IS DISTINCT FROM p."id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "provider_refund_id";
