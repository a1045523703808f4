CREATE TABLE "report_product_days" (
	"campaign_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_days_campaign_id_group_id_day_product_name_slot_pk" PRIMARY KEY("campaign_id","group_id","day","product_name","slot")
);
--> statement-breakpoint
CREATE TABLE "report_seller_days" (
	"campaign_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seller_name" text NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"item_count" bigint DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"product_sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_seller_days_campaign_id_group_id_day_seller_name_pk" PRIMARY KEY("campaign_id","group_id","day","seller_name")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "report_settings_single_row" CHECK ("report_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "goal_cents" bigint;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "profit_share_basis_points" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_goal_range" CHECK ("campaigns"."goal_cents" is null or "campaigns"."goal_cents" between 1 and 1000000000);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_profit_share_range" CHECK ("groups"."profit_share_basis_points" is null or "groups"."profit_share_basis_points" between 0 and 10000);--> statement-breakpoint
INSERT INTO "report_settings" ("id", "time_zone") VALUES (true, 'UTC');
--> statement-breakpoint
-- An order counts in the reports while it is attributed to a group and a campaign and not cancelled.
-- Adds (sign 1) or removes (sign -1) one order from the report tallies, with its current items when asked.
CREATE FUNCTION report_tally_order(o orders, sign integer, with_items boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tally_day date;
BEGIN
  IF o.group_id IS NULL OR o.campaign_id IS NULL OR o.status = 'cancelled' THEN
    RETURN;
  END IF;
  SELECT (o.store_created_at AT TIME ZONE s.time_zone)::date INTO tally_day FROM report_settings s;
  INSERT INTO report_seller_days AS r
    (campaign_id, group_id, day, seller_name, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, btrim(o.student_name), sign,
         CASE WHEN with_items
           THEN sign * coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)
           ELSE 0 END,
         sign * o.total_cents, sign * o.total_product_cents
  ON CONFLICT (campaign_id, group_id, day, seller_name) DO UPDATE SET
    order_count = r.order_count + excluded.order_count,
    item_count = r.item_count + excluded.item_count,
    sales_cents = r.sales_cents + excluded.sales_cents,
    product_sales_cents = r.product_sales_cents + excluded.product_sales_cents;
  IF NOT with_items THEN
    RETURN;
  END IF;
  INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, i.product_name, (hashtext(o.id::text) & 3)::smallint,
         sign * sum(i.quantity), sign * sum(i.quantity::bigint * i.price_cents)
  FROM order_items i
  WHERE i.order_id = o.id
  GROUP BY i.product_name
  ORDER BY i.product_name
  ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
    quantity = p.quantity + excluded.quantity,
    sales_cents = p.sales_cents + excluded.sales_cents;
END
$$;
--> statement-breakpoint
-- Runs after inserts and updates, and before deletes. A new order's items are tallied by the item trigger as
-- they arrive (even when one statement inserts the order and its items); an update moves the order with the
-- items it has; a delete runs while the items still exist, so the cascaded item deletions find no order and
-- change nothing.
CREATE FUNCTION orders_keep_report_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER orders_keep_report_tallies AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
-- Most updates of an order (payment, shipping, an administrator's status among the counted ones) leave the
-- tallies as they are; the condition keeps those from calling the function at all.
CREATE TRIGGER orders_keep_report_tallies_on_update AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN ((NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled')
        OR NEW.group_id IS DISTINCT FROM OLD.group_id
        OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.store_created_at IS DISTINCT FROM OLD.store_created_at
        OR btrim(NEW.student_name) IS DISTINCT FROM btrim(OLD.student_name)
        OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
        OR NEW.total_product_cents IS DISTINCT FROM OLD.total_product_cents)
  EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
CREATE TRIGGER orders_keep_report_tallies_on_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
-- Moves the item lines a statement changed in or out of the tallies of their orders, where those orders count:
-- once per statement, from its transition tables, whatever the number of lines.
CREATE FUNCTION report_tally_items(changed_rows jsonb, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.student_name) AS seller_name, (hashtext(o.id::text) & 3)::smallint AS slot,
           l.product_name, l.quantity, l.price_cents
    FROM jsonb_to_recordset(changed_rows) AS l(order_id uuid, product_name text, quantity integer, price_cents bigint)
    JOIN orders o ON o.id = l.order_id
    CROSS JOIN report_settings s
    WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
  ), sellers AS (
    INSERT INTO report_seller_days AS r (campaign_id, group_id, day, seller_name, item_count)
    SELECT campaign_id, group_id, day, seller_name, sign * sum(quantity)
    FROM lines
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (campaign_id, group_id, day, seller_name) DO UPDATE SET
      item_count = r.item_count + excluded.item_count
  )
  INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT campaign_id, group_id, day, product_name, slot, sign * sum(quantity), sign * sum(quantity * price_cents)
  FROM lines
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
    quantity = p.quantity + excluded.quantity,
    sales_cents = p.sales_cents + excluded.sales_cents;
END
$$;
--> statement-breakpoint
CREATE FUNCTION order_items_keep_report_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(old_items)) FROM old_items), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(new_items)) FROM new_items), 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_keep_report_tallies_on_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_report_tallies();
--> statement-breakpoint
CREATE TRIGGER order_items_keep_report_tallies_on_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_report_tallies();
--> statement-breakpoint
CREATE TRIGGER order_items_keep_report_tallies_on_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_report_tallies();
--> statement-breakpoint
-- Counts every day in the given time zone: run when PORTAL_TIMEZONE differs from the zone the tallies use.
CREATE FUNCTION report_tallies_use_time_zone(zone text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM report_settings WHERE time_zone = zone;
  IF FOUND THEN
    RETURN false;
  END IF;
  LOCK TABLE report_seller_days, report_product_days IN EXCLUSIVE MODE;
  UPDATE report_settings SET time_zone = zone;
  DELETE FROM report_seller_days;
  DELETE FROM report_product_days;
  INSERT INTO report_seller_days
    (campaign_id, group_id, day, seller_name, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, btrim(o.student_name),
         count(*), coalesce(sum(items.quantity), 0), sum(o.total_cents), sum(o.total_product_cents)
  FROM orders o
  LEFT JOIN LATERAL (SELECT sum(i.quantity) AS quantity FROM order_items i WHERE i.order_id = o.id) items ON true
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4;
  INSERT INTO report_product_days (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, i.product_name,
         (hashtext(o.id::text) & 3)::smallint, sum(i.quantity), sum(i.quantity::bigint * i.price_cents)
  FROM orders o
  JOIN order_items i ON i.order_id = o.id
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5;
  RETURN true;
END
$$;
--> statement-breakpoint
-- Existing orders enter the tallies (in UTC until the server sets PORTAL_TIMEZONE).
UPDATE report_settings SET time_zone = '';
--> statement-breakpoint
SELECT report_tallies_use_time_zone('UTC');
