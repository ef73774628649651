CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"export_token" text NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failure_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_export_token_unique" UNIQUE("export_token")
);
--> statement-breakpoint
CREATE TABLE "imported_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"conflict_booking_id" uuid,
	"conflict_block_id" uuid,
	"conflict_imported_stay_id" uuid,
	"holds_nights" boolean NOT NULL,
	"conflict_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_stays_dates_ordered" CHECK ("imported_stays"."end_date" > "imported_stays"."start_date")
);
--> statement-breakpoint
ALTER TABLE "stay_holds" DROP CONSTRAINT "stay_holds_one_owner";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "stay_holds" ADD COLUMN "imported_stay_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_conflict_booking_id_bookings_id_fk" FOREIGN KEY ("conflict_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_conflict_block_id_owner_blocks_id_fk" FOREIGN KEY ("conflict_block_id") REFERENCES "public"."owner_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_stays" ADD CONSTRAINT "imported_stays_conflict_imported_stay_id_imported_stays_id_fk" FOREIGN KEY ("conflict_imported_stay_id") REFERENCES "public"."imported_stays"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_property" ON "calendar_feeds" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "imported_stays_feed_uid" ON "imported_stays" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "imported_stays_property" ON "imported_stays" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_imported_stay_id_imported_stays_id_fk" FOREIGN KEY ("imported_stay_id") REFERENCES "public"."imported_stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_imported_stay_id_unique" UNIQUE("imported_stay_id");--> statement-breakpoint
ALTER TABLE "stay_holds" ADD CONSTRAINT "stay_holds_one_owner" CHECK (num_nonnulls("stay_holds"."booking_id", "stay_holds"."owner_block_id", "stay_holds"."imported_stay_id") = 1);