CREATE TABLE "seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_night_cents" integer NOT NULL,
	"weekend_price_cents" integer,
	"midweek_price_cents" integer,
	"week_price_cents" integer,
	"min_stay_nights" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_dates_ordered" CHECK ("seasons"."end_date" > "seasons"."start_date"),
	CONSTRAINT "seasons_prices_not_negative" CHECK ("seasons"."price_per_night_cents" >= 0 AND coalesce("seasons"."weekend_price_cents", 0) >= 0 AND coalesce("seasons"."midweek_price_cents", 0) >= 0 AND coalesce("seasons"."week_price_cents", 0) >= 0),
	CONSTRAINT "seasons_min_stay_positive" CHECK ("seasons"."min_stay_nights" IS NULL OR "seasons"."min_stay_nights" >= 1)
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seasons_property" ON "seasons" USING btree ("property_id");--> statement-breakpoint
-- A home's seasons never share a day: every night has at most one season's price.
ALTER TABLE "seasons"
  ADD CONSTRAINT "seasons_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&);
--> statement-breakpoint
-- Prices feed the catalogue's and quotes' caches on every instance (migration 0007).
CREATE TRIGGER "seasons_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
