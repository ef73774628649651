-- A payment's status moves only forward: from created to one final status, never back and never
-- from one final status to another. The application writes it with a conditional update under
-- the row's lock (status = 'created'); this refuses any other writer that would undo a payment,
-- as the trigger of 0008 does for bookings.
CREATE FUNCTION "check_payment_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'created' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payment % may not change from % to %', OLD.id, OLD.status, NEW.status
    USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_status_forward';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_status_forward" BEFORE UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "check_payment_forward"();
--> statement-breakpoint
-- A refund, once confirmed by the provider, is never owed again (that would pay it twice).
CREATE FUNCTION "check_refund_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'owed' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'refund % may not change from % to %', OLD.id, OLD.status, NEW.status
    USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_status_forward';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_status_forward" BEFORE UPDATE OF "status" ON "refunds"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "check_refund_forward"();
