CREATE TABLE "vat_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" date NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_rates_effective_from_unique" UNIQUE("effective_from"),
	CONSTRAINT "vat_rates_rate_in_range" CHECK ("vat_rates"."rate_basis_points" >= 0 AND "vat_rates"."rate_basis_points" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
-- Belgian VAT on holiday accommodation: 6%, and 12% from 1 March 2026 (royal decree approved
-- 13 February 2026). Every later change is the owner's to add ahead of its day.
INSERT INTO "vat_rates" ("effective_from", "rate_basis_points") VALUES
  ('1970-01-01', 600),
  ('2026-03-01', 1200);
--> statement-breakpoint
-- Receipts drawn so far read the one configured rate at the time they were drawn: each paid
-- payment now records the rate of the Brussels day its money arrived, and the VAT inside it.
UPDATE "payments" AS p
SET
  "vat_rate_basis_points" = r."rate_basis_points",
  "vat_cents" = round(p."amount_cents" * r."rate_basis_points"::numeric / (10000 + r."rate_basis_points"))
FROM "vat_rates" AS r
WHERE p."receipt_number" IS NOT NULL
  AND r."effective_from" = (
    SELECT max(o."effective_from") FROM "vat_rates" AS o
    WHERE o."effective_from" <= (coalesce(p."paid_at", p."updated_at") AT TIME ZONE 'Europe/Brussels')::date
  );
