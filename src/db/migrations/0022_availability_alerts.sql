CREATE TABLE "availability_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"email" text NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"confirmation_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "availability_alerts_confirmation_token_unique" UNIQUE("confirmation_token"),
	CONSTRAINT "availability_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "availability_alerts_dates_ordered" CHECK ("availability_alerts"."check_out" > "availability_alerts"."check_in"),
	CONSTRAINT "availability_alerts_guests_positive" CHECK ("availability_alerts"."guests" >= 1)
);
--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_open_stay" ON "availability_alerts" USING btree ("property_id","check_in","check_out","email") WHERE "availability_alerts"."fired_at" IS NULL AND "availability_alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "availability_alerts_open_idx" ON "availability_alerts" USING btree ("check_in") WHERE "availability_alerts"."fired_at" IS NULL AND "availability_alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "availability_alerts_email_idx" ON "availability_alerts" USING btree ("email");