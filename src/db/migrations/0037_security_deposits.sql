ALTER TYPE "public"."refund_reason" ADD VALUE 'security_deposit';--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "security_deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "security_deposit_kept_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "security_deposit_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "security_deposit_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "security_deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_security_deposit_open_idx" ON "bookings" USING btree ("end_date") WHERE "bookings"."security_deposit_cents" > 0 AND "bookings"."security_deposit_settled_at" IS NULL AND "bookings"."status" IN ('paid', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_reason_idx" ON "refunds" USING btree ("payment_id","reason");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_security_deposit_kept" CHECK ("bookings"."security_deposit_cents" >= 0 AND ("bookings"."security_deposit_kept_cents" IS NULL) = ("bookings"."security_deposit_settled_at" IS NULL) AND ("bookings"."security_deposit_kept_cents" IS NULL OR "bookings"."security_deposit_kept_cents" BETWEEN 0 AND "bookings"."security_deposit_cents"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_security_deposit_inside" CHECK ("payments"."security_deposit_cents" >= 0 AND "payments"."security_deposit_cents" < "payments"."amount_cents");