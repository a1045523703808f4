-- One name per thing: the child who sells is the seller, the store's customer is the buyer. The table and the
-- columns take those names; the functions whose bodies name them are written again with the new names (a rename
-- does not reach inside a function's text).
ALTER TABLE "participants" RENAME TO "sellers";
--> statement-breakpoint
ALTER TABLE "sellers" RENAME CONSTRAINT "participants_pkey" TO "sellers_pkey";
--> statement-breakpoint
ALTER TABLE "sellers" RENAME CONSTRAINT "participants_group_id_groups_id_fk" TO "sellers_group_id_groups_id_fk";
--> statement-breakpoint
ALTER INDEX "participants_group_email_name_key" RENAME TO "sellers_group_email_name_key";
--> statement-breakpoint
ALTER INDEX "participants_email_idx" RENAME TO "sellers_email_idx";
--> statement-breakpoint
ALTER INDEX "participants_name_idx" RENAME TO "sellers_name_idx";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "participant_id" TO "seller_id";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "student_name" TO "seller_name";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "student_email" TO "seller_email";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "customer_first_name" TO "buyer_first_name";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "customer_last_name" TO "buyer_last_name";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "customer_email" TO "buyer_email";
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "customer_search" TO "buyer_search";
--> statement-breakpoint
ALTER TABLE "store_handoffs" RENAME COLUMN "participant_id" TO "seller_id";
--> statement-breakpoint
ALTER TABLE "share_links" RENAME COLUMN "participant_id" TO "seller_id";
--> statement-breakpoint
ALTER TABLE "seller_erasures" RENAME COLUMN "participant_id" TO "seller_id";
--> statement-breakpoint
ALTER INDEX "store_handoffs_participant_idx" RENAME TO "store_handoffs_seller_idx";
--> statement-breakpoint
ALTER INDEX "seller_erasures_participant_idx" RENAME TO "seller_erasures_seller_idx";
--> statement-breakpoint
ALTER INDEX "orders_student_name_trgm_idx" RENAME TO "orders_seller_name_trgm_idx";
--> statement-breakpoint
ALTER INDEX "orders_participant_idx" RENAME TO "orders_seller_idx";
--> statement-breakpoint
ALTER INDEX "orders_customer_email_idx" RENAME TO "orders_buyer_email_idx";
--> statement-breakpoint
ALTER INDEX "orders_customer_search_trgm_idx" RENAME TO "orders_buyer_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_participant_id_participants_id_fk" TO "orders_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "store_handoffs" RENAME CONSTRAINT "store_handoffs_participant_id_participants_id_fk" TO "store_handoffs_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "seller_erasures" RENAME CONSTRAINT "seller_erasures_participant_id_participants_id_fk" TO "seller_erasures_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "share_links" RENAME CONSTRAINT "share_links_participant_id_participants_id_fk" TO "share_links_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_attribution_changes" RENAME CONSTRAINT "order_attribution_changes_from_seller_id_participants_id_fk" TO "order_attribution_changes_from_seller_id_sellers_id_fk";
--> statement-breakpoint
ALTER TABLE "order_attribution_changes" RENAME CONSTRAINT "order_attribution_changes_to_seller_id_participants_id_fk" TO "order_attribution_changes_to_seller_id_sellers_id_fk";
--> statement-breakpoint
DROP FUNCTION order_attribution(text, uuid, uuid, uuid, text, text);
--> statement-breakpoint
CREATE FUNCTION order_attribution(wanted_code text, wanted_campaign uuid, wanted_seller uuid, wanted_handoff uuid, cart_seller_name text, cart_seller_email text)
 RETURNS TABLE(group_id uuid, group_code text, campaign_id uuid, campaign_name text, seller_id uuid, handoff_id uuid, seller_name text, seller_email text)
 LANGUAGE sql
 STABLE
AS $function$
  WITH found AS (
    SELECT g.id AS group_id, g.code AS group_code, c.id AS campaign_id, c.name AS campaign_name,
           (SELECT p.id FROM sellers p WHERE p.id = wanted_seller AND p.group_id = g.id) AS seller_id,
           (SELECT h.id FROM store_handoffs h WHERE h.id = wanted_handoff AND h.group_id = g.id) AS handoff_id,
           false AS by_handoff
    FROM groups g
    LEFT JOIN campaigns c ON c.id = wanted_campaign AND c.group_id = g.id
    WHERE wanted_code <> '' AND lower(g.code) = lower(wanted_code)
    UNION ALL
    SELECT g.id, g.code, c.id, c.name, h.seller_id, h.id, true
    FROM store_handoffs h
    JOIN groups g ON g.id = h.group_id
    JOIN campaigns c ON c.id = h.campaign_id
    WHERE wanted_code = '' AND h.id = wanted_handoff
  )
  SELECT f.group_id, f.group_code, f.campaign_id, f.campaign_name, f.seller_id, f.handoff_id,
         CASE WHEN e.erased OR f.by_handoff THEN p.name ELSE cart_seller_name END,
         CASE WHEN e.erased THEN '' WHEN f.by_handoff THEN p.email ELSE lower(cart_seller_email) END
  FROM found f
  LEFT JOIN sellers p ON p.id = f.seller_id
  CROSS JOIN LATERAL (
    SELECT EXISTS (SELECT 1 FROM seller_erasures s WHERE s.seller_id = f.seller_id) AS erased
  ) e
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
DECLARE
  r orders := jsonb_populate_record(null::orders, p->'order');
  a jsonb := p->'attributes';
  webhook text := p->>'webhook_id';
  created_id uuid;
BEGIN
  IF webhook IS NOT NULL AND EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.webhook_id = webhook) THEN
    RETURN NULL;
  END IF;
  INSERT INTO orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
    seller_id, handoff_id, seller_name, seller_email, buyer_first_name, buyer_last_name,
    buyer_email, status, status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
    shipping_method, shipping_address1, shipping_address2, shipping_city, shipping_province, shipping_zip,
    shipping_country, financial_status, store_created_at, store_updated_at, store_cancelled_at, note, is_test,
    received_via, deleted_at)
  SELECT r.shopify_order_id, r.shopify_order_number, f.group_id, coalesce(f.group_code, a->>'group_code'),
    f.campaign_id, coalesce(nullif(a->>'campaign_name', ''), f.campaign_name, ''), f.seller_id,
    f.handoff_id, coalesce(f.seller_name, r.seller_name), coalesce(f.seller_email, r.seller_email),
    r.buyer_first_name, r.buyer_last_name,
    r.buyer_email, r.status, 'store', (p->>'signed')::boolean AND f.group_id IS NOT NULL,
    r.total_product_cents, r.shipping_cents, r.total_cents, r.shipping_method, r.shipping_address1,
    r.shipping_address2, r.shipping_city, r.shipping_province, r.shipping_zip, r.shipping_country,
    r.financial_status, r.store_created_at, r.store_updated_at, r.store_cancelled_at, r.note, r.is_test,
    r.received_via,
    -- An order the store deleted before it got here arrives deleted.
    (SELECT d.deleted_at FROM store_order_deletions d WHERE d.shopify_order_id = r.shopify_order_id)
  FROM (SELECT 1) AS one
  LEFT JOIN order_attribution(a->>'group_code', (a->>'campaign_id')::uuid, (a->>'user_id')::uuid,
                              (a->>'portal_ref')::uuid, r.seller_name, r.seller_email) f ON true
  ON CONFLICT (shopify_order_id) DO NOTHING
  RETURNING id INTO created_id;
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
    AS l(position smallint, product_name text, price_cents bigint, quantity integer, store_line_item_id text);
  INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_kind, changed_by_name)
  VALUES (created_id, NULL, r.status, 'store', 'Store');
  RETURN created_id;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_keep_report_tallies()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH lines AS (
      SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
             btrim(o.seller_name) AS seller_name, (pg_backend_pid() % 16)::smallint AS slot,
             l.product_name, l.quantity, l.price_cents
      FROM new_items l
      JOIN orders o ON o.id = l.order_id
      CROSS JOIN report_settings s
      WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
        AND NOT o.is_test AND o.deleted_at IS NULL
    ), sellers AS (
      INSERT INTO report_seller_days AS r (campaign_id, group_id, day, seller_name, item_count)
      SELECT campaign_id, group_id, day, seller_name, sum(quantity)
      FROM lines
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (campaign_id, group_id, day, seller_name) DO UPDATE SET
        item_count = r.item_count + excluded.item_count
    )
    INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
    SELECT campaign_id, group_id, day, product_name, slot, sum(quantity), sum(quantity * price_cents)
    FROM lines
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
      quantity = p.quantity + excluded.quantity,
      sales_cents = p.sales_cents + excluded.sales_cents;
    RETURN NULL;
  END IF;
  PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(old_items)) FROM old_items), -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(new_items)) FROM new_items), 1);
  END IF;
  RETURN NULL;
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
    (campaign_id, group_id, day, seller_name, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, btrim(o.seller_name),
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
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_items(changed_rows jsonb, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.seller_name) AS seller_name, (pg_backend_pid() % 16)::smallint AS slot,
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
    (campaign_id, group_id, day, seller_name, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, btrim(o.seller_name), sign,
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
