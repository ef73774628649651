CREATE TABLE "gift_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"buyer_guest_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"message" text,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"expires_on" date,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_vouchers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "gift_vouchers_amount_check" CHECK ("gift_vouchers"."amount_cents" BETWEEN 5000 AND 100000),
	CONSTRAINT "gift_vouchers_remaining_check" CHECK ("gift_vouchers"."remaining_cents" >= 0 AND "gift_vouchers"."remaining_cents" <= "gift_vouchers"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "gift_voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_buyer_guest_id_guests_id_fk" FOREIGN KEY ("buyer_guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_gift_voucher_idx" ON "payments" USING btree ("gift_voucher_id") WHERE "payments"."gift_voucher_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_for_one" CHECK (num_nonnulls("payments"."booking_id", "payments"."gift_voucher_id") = 1);