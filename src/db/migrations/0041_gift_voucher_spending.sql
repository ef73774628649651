ALTER TABLE "gift_vouchers" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_with_voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_with_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("paid_with_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_paid_with_voucher_idx" ON "payments" USING btree ("paid_with_voucher_id") WHERE "payments"."paid_with_voucher_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_inside_price" CHECK ("payments"."voucher_cents" >= 0 AND "payments"."voucher_cents" <= "payments"."amount_cents" - "payments"."security_deposit_cents" AND ("payments"."voucher_cents" = 0 OR "payments"."paid_with_voucher_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_stay_kinds_check" CHECK ("promo_codes"."stay_kinds" <@ ARRAY['weekend', 'midweek', 'week']::text[]);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_voucher_inside" CHECK ("refunds"."voucher_cents" >= 0 AND "refunds"."voucher_cents" <= "refunds"."amount_cents");