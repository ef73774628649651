CREATE TYPE "public"."payment_part" AS ENUM('full', 'deposit', 'balance');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part" "payment_part" DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_payment_id_payments_id_fk" FOREIGN KEY ("balance_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_balance_open_idx" ON "bookings" USING btree ("balance_due_on") WHERE "bookings"."balance_payment_id" IS NULL AND "bookings"."deposit_cents" IS NOT NULL AND "bookings"."status" IN ('paid', 'approved');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_has_due_date" CHECK (("bookings"."deposit_cents" IS NULL) = ("bookings"."balance_due_on" IS NULL));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_within_total" CHECK ("bookings"."deposit_cents" IS NULL OR ("bookings"."deposit_cents" > 0 AND "bookings"."deposit_cents" < "bookings"."total_cents"));