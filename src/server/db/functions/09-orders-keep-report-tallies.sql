-- Runs after inserts and updates, and before deletes. A new order's items are tallied by the item trigger as
-- they arrive (even when one statement inserts the order and its items); an update moves the order with the
-- items it has; a delete runs while the items still exist, so the cascaded item deletions find no order and
-- change nothing.
CREATE OR REPLACE FUNCTION orders_keep_report_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_tally_order(OLD, -1, true);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM report_tally_order(NEW, 1, TG_OP = 'UPDATE');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_keep_report_tallies AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_keep_report_tallies_on_update AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN ((NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled')
        OR NEW.group_id IS DISTINCT FROM OLD.group_id
        OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.team_id IS DISTINCT FROM OLD.team_id
        OR NEW.store_created_at IS DISTINCT FROM OLD.store_created_at
        OR btrim(NEW.seller_name) IS DISTINCT FROM btrim(OLD.seller_name)
        OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
        OR NEW.total_product_cents IS DISTINCT FROM OLD.total_product_cents
        OR NEW.donation_cents IS DISTINCT FROM OLD.donation_cents
        OR NEW.is_test IS DISTINCT FROM OLD.is_test
        OR (NEW.deleted_at IS NULL) IS DISTINCT FROM (OLD.deleted_at IS NULL))
  EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_keep_report_tallies_on_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_report_tallies();
