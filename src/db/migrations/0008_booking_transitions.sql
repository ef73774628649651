-- A booking's status changes only as the transition table of the bookings feature allows
-- (src/features/bookings/lifecycle/transitions.ts; a unit test keeps these pairs equal to it), so
-- a path that writes the status behind the lifecycle's back fails instead of corrupting a stay.
-- New rows may have any status: the lifecycle inserts only pending ones, and the benchmark's
-- data generator inserts approved stays directly.
CREATE FUNCTION "check_booking_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status::text, NEW.status::text) IN (
    ('pending', 'payment_pending'),
    ('pending', 'paid'),
    ('pending', 'approved'),
    ('pending', 'cancelled'),
    ('payment_pending', 'paid'),
    ('payment_pending', 'approved'),
    ('payment_pending', 'cancelled'),
    ('paid', 'approved'),
    ('paid', 'rejected'),
    ('paid', 'cancelled'),
    ('approved', 'cancelled')
  ) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'booking % may not change from % to %', OLD.id, OLD.status, NEW.status
    USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_status_transition';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_status_transition" BEFORE UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "check_booking_transition"();
