-- A subscription's order events go with it (they have no foreign key: see the table's comment in schema.ts).
CREATE OR REPLACE FUNCTION mail_subscriptions_drop_order_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mail_order_events e USING old_subscriptions o WHERE e.subscription_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER mail_subscriptions_drop_order_events AFTER DELETE ON mail_subscriptions
  REFERENCING OLD TABLE AS old_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION mail_subscriptions_drop_order_events();
