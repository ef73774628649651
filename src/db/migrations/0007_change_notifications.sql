-- Every app instance keeps catalogue reads and availability answers in memory. These
-- notifications tell all of them what changed, whoever changed it (the app, the seed, or SQL
-- typed by hand), so no instance serves a stale home or a night that has been taken.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_images_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_policies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_policies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "house_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "house_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_amenities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_amenities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_features_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "amenities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amenities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "amenity_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amenity_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "features_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "features"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- One notification per home whose holds changed, with the home's id as the payload.
CREATE FUNCTION "notify_holds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('holds_changed', '*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('holds_changed', changed.property_id::text)
      FROM (SELECT DISTINCT property_id FROM new_holds) changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('holds_changed', changed.property_id::text)
      FROM (SELECT DISTINCT property_id FROM old_holds) changed;
  ELSE
    PERFORM pg_notify('holds_changed', changed.property_id::text)
      FROM (SELECT property_id FROM old_holds UNION SELECT property_id FROM new_holds) changed;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stay_holds_inserted" AFTER INSERT ON "stay_holds"
  REFERENCING NEW TABLE AS new_holds
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_holds_changed"();
--> statement-breakpoint
CREATE TRIGGER "stay_holds_updated" AFTER UPDATE ON "stay_holds"
  REFERENCING OLD TABLE AS old_holds NEW TABLE AS new_holds
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_holds_changed"();
--> statement-breakpoint
CREATE TRIGGER "stay_holds_deleted" AFTER DELETE ON "stay_holds"
  REFERENCING OLD TABLE AS old_holds
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_holds_changed"();
--> statement-breakpoint
CREATE TRIGGER "stay_holds_truncated" AFTER TRUNCATE ON "stay_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_holds_changed"();
