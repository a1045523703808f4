ALTER TABLE "campaigns" ADD COLUMN "donations_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "donation_amounts_cents" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "donation_minimum_cents" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "donation_product" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "receipt_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "donation_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_seller_days" ADD COLUMN "donation_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_donation_minimum_range" CHECK ("campaigns"."donation_minimum_cents" is null or "campaigns"."donation_minimum_cents" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_donation_amounts_count" CHECK (cardinality("campaigns"."donation_amounts_cents") <= 4);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_donation_non_negative" CHECK ("orders"."donation_cents" >= 0);--> statement-breakpoint
-- A store line is a donation when it carries the `_donation` property (the demo store's, or a theme's) or is the
-- campaign's donation product (by product id or handle): its amount goes to donation_cents, out of the product
-- total, and it is no item line, so no product tally, supplier order or distribution sheet ever lists it.
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
DECLARE
  r orders := jsonb_populate_record(null::orders, p->'order');
  a jsonb := p->'attributes';
  webhook text := p->>'webhook_id';
  created_id uuid;
  created_campaign uuid;
BEGIN
  IF webhook IS NOT NULL AND EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.webhook_id = webhook) THEN
    RETURN NULL;
  END IF;
  INSERT INTO orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
    seller_id, handoff_id, seller_name, seller_email, buyer_first_name, buyer_last_name,
    buyer_email, status, status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
    donation_cents, shipping_method, shipping_address1, shipping_address2, shipping_city, shipping_province, shipping_zip,
    shipping_country, financial_status, store_created_at, store_updated_at, store_cancelled_at, note, is_test,
    received_via, deleted_at)
  SELECT r.shopify_order_id, r.shopify_order_number, f.group_id, coalesce(f.group_code, a->>'group_code'),
    f.campaign_id, coalesce(nullif(a->>'campaign_name', ''), f.campaign_name, ''), f.seller_id,
    f.handoff_id, coalesce(f.seller_name, r.seller_name), coalesce(f.seller_email, r.seller_email),
    r.buyer_first_name, r.buyer_last_name,
    r.buyer_email, r.status, 'store', (p->>'signed')::boolean AND f.group_id IS NOT NULL,
    greatest(r.total_product_cents - given.cents, 0), r.shipping_cents, r.total_cents, given.cents,
    r.shipping_method, r.shipping_address1,
    r.shipping_address2, r.shipping_city, r.shipping_province, r.shipping_zip, r.shipping_country,
    r.financial_status, r.store_created_at, r.store_updated_at, r.store_cancelled_at, r.note, r.is_test,
    r.received_via,
    -- An order the store deleted before it got here arrives deleted.
    (SELECT d.deleted_at FROM store_order_deletions d WHERE d.shopify_order_id = r.shopify_order_id)
  FROM (SELECT 1) AS one
  LEFT JOIN order_attribution(a->>'group_code', (a->>'campaign_id')::uuid, (a->>'user_id')::uuid,
                              (a->>'portal_ref')::uuid, r.seller_name, r.seller_email) f ON true
  LEFT JOIN campaigns c ON c.id = f.campaign_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(l.price_cents * l.quantity), 0)::bigint AS cents
    FROM jsonb_to_recordset(p->'items') AS l(price_cents bigint, quantity integer, donation boolean,
                                             product_ref text, handle text)
    WHERE l.donation OR (c.donation_product <> '' AND c.donation_product IN (l.product_ref, lower(l.handle)))
  ) given
  ON CONFLICT (shopify_order_id) DO NOTHING
  RETURNING id, campaign_id INTO created_id, created_campaign;
  IF created_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF webhook IS NOT NULL THEN
    INSERT INTO webhook_deliveries (webhook_id, topic, shopify_order_id)
    VALUES (webhook, p->>'topic', r.shopify_order_id)
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO order_items (order_id, position, product_name, price_cents, quantity, store_line_item_id)
  SELECT created_id, l.position, l.product_name, l.price_cents, l.quantity, l.store_line_item_id
  FROM jsonb_to_recordset(p->'items')
    AS l(position smallint, product_name text, price_cents bigint, quantity integer, store_line_item_id text,
         donation boolean, product_ref text, handle text)
  WHERE NOT l.donation
    AND NOT EXISTS (SELECT 1 FROM campaigns c
                    WHERE c.id = created_campaign AND c.donation_product <> ''
                      AND c.donation_product IN (l.product_ref, lower(l.handle)));
  INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_kind, changed_by_name)
  VALUES (created_id, NULL, r.status, 'store', 'Store');
  RETURN created_id;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_order(o orders, sign integer, with_items boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  tally_day date;
BEGIN
  IF o.group_id IS NULL OR o.campaign_id IS NULL OR o.status = 'cancelled' OR o.is_test
     OR o.deleted_at IS NOT NULL THEN
    RETURN;
  END IF;
  SELECT (o.store_created_at AT TIME ZONE s.time_zone)::date INTO tally_day FROM report_settings s;
  INSERT INTO report_seller_days AS r
    (campaign_id, group_id, day, seller_name, team_id, order_count, item_count, sales_cents, product_sales_cents,
     donation_cents)
  SELECT o.campaign_id, o.group_id, tally_day, btrim(o.seller_name),
         coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid), sign,
         CASE WHEN with_items
           THEN sign * coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)
           ELSE 0 END,
         sign * o.total_cents, sign * o.total_product_cents, sign * o.donation_cents
  ON CONFLICT (campaign_id, group_id, day, seller_name, team_id) DO UPDATE SET
    order_count = r.order_count + excluded.order_count,
    item_count = r.item_count + excluded.item_count,
    sales_cents = r.sales_cents + excluded.sales_cents,
    product_sales_cents = r.product_sales_cents + excluded.product_sales_cents,
    donation_cents = r.donation_cents + excluded.donation_cents;
  IF NOT with_items THEN
    RETURN;
  END IF;
  INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, i.product_name, (pg_backend_pid() % 16)::smallint,
         sign * sum(i.quantity), sign * sum(i.quantity::bigint * i.price_cents)
  FROM order_items i
  WHERE i.order_id = o.id
  GROUP BY i.product_name
  ORDER BY i.product_name
  ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
    quantity = p.quantity + excluded.quantity,
    sales_cents = p.sales_cents + excluded.sales_cents;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tallies_use_time_zone(zone text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
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
    (campaign_id, group_id, day, seller_name, team_id, order_count, item_count, sales_cents, product_sales_cents,
     donation_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, btrim(o.seller_name),
         coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid),
         count(*), coalesce(sum(items.quantity), 0), sum(o.total_cents), sum(o.total_product_cents),
         sum(o.donation_cents)
  FROM orders o
  LEFT JOIN LATERAL (SELECT sum(i.quantity) AS quantity FROM order_items i WHERE i.order_id = o.id) items ON true
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
    AND NOT o.is_test AND o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5;
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
$function$;
--> statement-breakpoint
DROP TRIGGER orders_keep_report_tallies_on_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_keep_report_tallies_on_update AFTER UPDATE ON orders
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
