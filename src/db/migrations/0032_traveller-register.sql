CREATE TYPE "public"."register_writer" AS ENUM('guest', 'owner');--> statement-breakpoint
CREATE TABLE "traveller_register_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"surname" text NOT NULL,
	"first_names" text NOT NULL,
	"birth_place" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traveller_register_entries_lengths" CHECK (char_length("traveller_register_entries"."surname") BETWEEN 1 AND 100 AND char_length("traveller_register_entries"."first_names") BETWEEN 1 AND 100 AND char_length("traveller_register_entries"."birth_place") BETWEEN 1 AND 100 AND char_length("traveller_register_entries"."nationality") BETWEEN 1 AND 60),
	CONSTRAINT "traveller_register_entries_position" CHECK ("traveller_register_entries"."position" BETWEEN 0 AND 99)
);
--> statement-breakpoint
CREATE TABLE "traveller_registers" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"filled_by" "register_writer",
	"filled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "traveller_register_entries" ADD CONSTRAINT "traveller_register_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_registers" ADD CONSTRAINT "traveller_registers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traveller_register_entries_booking_position_idx" ON "traveller_register_entries" USING btree ("booking_id","position");