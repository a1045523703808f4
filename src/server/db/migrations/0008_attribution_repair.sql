CREATE TABLE "order_attribution_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"changed_by_kind" text NOT NULL,
	"changed_by_admin_id" uuid,
	"changed_by_name" text NOT NULL,
	"from_group_code" text NOT NULL,
	"from_campaign_name" text NOT NULL,
	"from_seller_name" text NOT NULL,
	"to_group_code" text NOT NULL,
	"to_campaign_name" text NOT NULL,
	"to_seller_name" text NOT NULL,
	"reason" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_attribution_changes_kind" CHECK ("order_attribution_changes"."changed_by_kind" in ('admin', 'store'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"orders_seen" integer DEFAULT 0 NOT NULL,
	"orders_recovered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_deletions" (
	"shopify_order_id" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_line_item_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution_source" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_via" text DEFAULT 'webhook' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD CONSTRAINT "order_attribution_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD CONSTRAINT "order_attribution_changes_changed_by_admin_id_admins_id_fk" FOREIGN KEY ("changed_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attribution_changes_order_idx" ON "order_attribution_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_finished_idx" ON "reconciliation_runs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null and not is_test and attribution_source = 'store' and (group_id is null or participant_id is null or not attribution_verified);--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email","store_created_at") WHERE "orders"."customer_email" <> '';--> statement-breakpoint
CREATE INDEX "participants_email_idx" ON "participants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "participants_name_idx" ON "participants" USING btree (lower(btrim("name")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_attribution_source_known" CHECK ("orders"."attribution_source" in ('store', 'admin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_received_via_known" CHECK ("orders"."received_via" in ('webhook', 'reconciliation', 'demo'));--> statement-breakpoint
-- Deleted orders leave every count; test orders stay in the administrators' lists ('*' and group-code scopes)
-- but never in a group's ('g:' scope, what coordinators see).
CREATE OR REPLACE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.store_created_at IS NOT DISTINCT FROM OLD.store_created_at
     AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id
     AND lower(NEW.group_code) IS NOT DISTINCT FROM lower(OLD.group_code)
     AND NEW.is_test IS NOT DISTINCT FROM OLD.is_test
     AND (NEW.deleted_at IS NULL) IS NOT DISTINCT FROM (OLD.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_counts AS c (scope, status, day, count)
  SELECT changes.scope, changes.status, changes.day, sum(changes.delta)
  FROM (
    SELECT k.scope, OLD.status AS status, (OLD.store_created_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta
    FROM unnest(ARRAY['*', CASE WHEN NOT OLD.is_test THEN 'g:' || OLD.group_id::text END,
                      'c:' || lower(OLD.group_code)]) AS k(scope)
    WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND k.scope IS NOT NULL AND k.scope <> 'c:'
    UNION ALL
    SELECT k.scope, NEW.status, (NEW.store_created_at AT TIME ZONE 'UTC')::date, 1
    FROM unnest(ARRAY['*', CASE WHEN NOT NEW.is_test THEN 'g:' || NEW.group_id::text END,
                      'c:' || lower(NEW.group_code)]) AS k(scope)
    WHERE TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL AND k.scope IS NOT NULL AND k.scope <> 'c:'
  ) AS changes
  GROUP BY changes.scope, changes.status, changes.day
  HAVING sum(changes.delta) <> 0
  ORDER BY changes.scope, changes.status, changes.day
  ON CONFLICT (scope, status, day) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reports count an order while it is attributed to a group and a campaign, not cancelled, not a test and not
-- deleted.
CREATE OR REPLACE FUNCTION report_tally_order(o orders, sign integer, with_items boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tally_day date;
BEGIN
  IF o.group_id IS NULL OR o.campaign_id IS NULL OR o.status = 'cancelled' OR o.is_test
     OR o.deleted_at IS NOT NULL THEN
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
DROP TRIGGER orders_keep_report_tallies_on_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_keep_report_tallies_on_update AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN ((NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled')
        OR NEW.group_id IS DISTINCT FROM OLD.group_id
        OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.store_created_at IS DISTINCT FROM OLD.store_created_at
        OR btrim(NEW.student_name) IS DISTINCT FROM btrim(OLD.student_name)
        OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
        OR NEW.total_product_cents IS DISTINCT FROM OLD.total_product_cents
        OR NEW.is_test IS DISTINCT FROM OLD.is_test
        OR (NEW.deleted_at IS NULL) IS DISTINCT FROM (OLD.deleted_at IS NULL))
  EXECUTE FUNCTION orders_keep_report_tallies();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_items(changed_rows jsonb, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.student_name) AS seller_name, (hashtext(o.id::text) & 3)::smallint AS slot,
           l.product_name, l.quantity, l.price_cents
    FROM jsonb_to_recordset(changed_rows) AS l(order_id uuid, product_name text, quantity integer, price_cents bigint)
    JOIN orders o ON o.id = l.order_id
    CROSS JOIN report_settings s
    WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
      AND NOT o.is_test AND o.deleted_at IS NULL
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
CREATE OR REPLACE FUNCTION report_tallies_use_time_zone(zone text) RETURNS boolean LANGUAGE plpgsql AS $$
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
    AND NOT o.is_test AND o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4;
  INSERT INTO report_product_days (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, i.product_name,
         (hashtext(o.id::text) & 3)::smallint, sum(i.quantity), sum(i.quantity::bigint * i.price_cents)
  FROM orders o
  JOIN order_items i ON i.order_id = o.id
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
    AND NOT o.is_test AND o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5;
  RETURN true;
END
$$;
