CREATE TYPE "public"."tourist_tax_kind" AS ENUM('per_person_night', 'per_home_night', 'per_stay', 'none');--> statement-breakpoint
CREATE TABLE "commune_tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commune_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"kind" "tourist_tax_kind" NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"exempt_under_age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commune_tax_rules_amount" CHECK ("commune_tax_rules"."amount_cents" >= 0 AND "commune_tax_rules"."amount_cents" <= 100000),
	CONSTRAINT "commune_tax_rules_age" CHECK ("commune_tax_rules"."exempt_under_age" IS NULL OR ("commune_tax_rules"."kind" = 'per_person_night' AND "commune_tax_rules"."exempt_under_age" BETWEEN 1 AND 25))
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "commune_id" uuid;--> statement-breakpoint
ALTER TABLE "commune_tax_rules" ADD CONSTRAINT "commune_tax_rules_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commune_tax_rules_day_idx" ON "commune_tax_rules" USING btree ("commune_id","effective_from");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_commune_id_communes_id_fk" FOREIGN KEY ("commune_id") REFERENCES "public"."communes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A commune's rule prices every home in it: cached prices are read again when it changes.
CREATE TRIGGER "communes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "communes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "commune_tax_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "commune_tax_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
