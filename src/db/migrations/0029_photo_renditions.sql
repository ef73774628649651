CREATE TYPE "public"."image_format" AS ENUM('avif', 'webp', 'jpeg');--> statement-breakpoint
CREATE TABLE "property_image_renditions" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" "image_format" NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_image_renditions_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
ALTER TABLE "property_image_renditions" ADD CONSTRAINT "property_image_renditions_image_id_property_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."property_images"("id") ON DELETE cascade ON UPDATE no action;