CREATE TYPE "public"."extra_unit" AS ENUM('stay', 'night', 'guest', 'guest_night', 'item');--> statement-breakpoint
CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"unit" "extra_unit" NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_price_check" CHECK ("extras"."price_cents" >= 0 AND "extras"."price_cents" <= 10000000),
	CONSTRAINT "extras_max_quantity_check" CHECK ("extras"."max_quantity" BETWEEN 1 AND 99),
	CONSTRAINT "extras_name_check" CHECK (length("extras"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extras_property_idx" ON "extras" USING btree ("property_id","position");--> statement-breakpoint
-- A home's extras are part of its public page and of every price: cached reads drop with them.
CREATE TRIGGER "extras_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
