CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"note" text,
	"percent_off" integer,
	"amount_off_cents" integer,
	"includes_extras" boolean DEFAULT false NOT NULL,
	"booked_from" date,
	"booked_until" date,
	"stay_from" date,
	"stay_until" date,
	"property_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"stay_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{4,32}$'),
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" IS NULL) <> ("promo_codes"."amount_off_cents" IS NULL)),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent_off" IS NULL OR "promo_codes"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount_off_cents" IS NULL OR "promo_codes"."amount_off_cents" BETWEEN 1 AND 10000000),
	CONSTRAINT "promo_codes_min_nights_check" CHECK ("promo_codes"."min_nights" BETWEEN 1 AND 365),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" >= 1),
	CONSTRAINT "promo_codes_windows_ordered" CHECK (("promo_codes"."booked_from" IS NULL OR "promo_codes"."booked_until" IS NULL OR "promo_codes"."booked_from" <= "promo_codes"."booked_until") AND ("promo_codes"."stay_from" IS NULL OR "promo_codes"."stay_until" IS NULL OR "promo_codes"."stay_from" < "promo_codes"."stay_until"))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id") WHERE "bookings"."promo_code_id" IS NOT NULL;