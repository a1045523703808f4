ALTER TABLE "order_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_scope_status_day_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_scope_status_day_slot_pk" PRIMARY KEY("scope","status","day","slot");--> statement-breakpoint
CREATE INDEX "order_counts_unfolded_idx" ON "order_counts" USING btree ("day") WHERE "order_counts"."slot" <> 0;--> statement-breakpoint
-- Writers add to the slot of their connection (1–16), so concurrent deliveries of the same day and group each
-- lock their own row instead of queueing on one; a key's count is the sum of its slots.
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
  INSERT INTO order_counts AS c (scope, status, day, slot, count)
  SELECT changes.scope, changes.status, changes.day, 1 + pg_backend_pid() % 16, sum(changes.delta)
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
  ON CONFLICT (scope, status, day, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Moves every slot row no writer holds into slot 0 of its key, in one statement. Writers never lock slot 0, so
-- folding waits on no writer and cannot deadlock with one; one fold runs at a time (an instance that finds another
-- folding skips its turn). Returns the number of rows folded.
CREATE OR REPLACE FUNCTION fold_order_counts() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7301544212) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM order_counts c
    WHERE c.ctid = ANY (ARRAY(SELECT u.ctid FROM order_counts u WHERE u.slot <> 0 FOR UPDATE SKIP LOCKED))
    RETURNING c.scope, c.status, c.day, c.count
  ), merged AS (
    INSERT INTO order_counts AS c (scope, status, day, slot, count)
    SELECT scope, status, day, 0, sum(count)
    FROM taken
    GROUP BY scope, status, day
    ORDER BY scope, status, day
    ON CONFLICT (scope, status, day, slot) DO UPDATE SET count = c.count + excluded.count
  )
  SELECT count(*) INTO folded FROM taken;
  DELETE FROM order_counts WHERE slot = 0 AND count = 0;
  RETURN folded;
END
$$;
--> statement-breakpoint
-- The product tallies already had four slots per product and day, chosen by the order; the connection's slot
-- (16 of them) keeps concurrent deliveries of the same product apart. Tallies are sums over slots, so earlier rows
-- stay valid.
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_items(changed_rows jsonb, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.student_name) AS seller_name, (pg_backend_pid() % 16)::smallint AS slot,
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
-- The group (by code, case-insensitive), campaign, seller and hand-off that an order's cart attributes name, as
-- far as they exist in that group; no row when the code names no group.
CREATE OR REPLACE FUNCTION order_attribution(wanted_code text, wanted_campaign uuid, wanted_seller uuid, wanted_handoff uuid)
RETURNS TABLE (group_id uuid, group_code text, campaign_id uuid, campaign_name text, participant_id uuid, handoff_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT g.id, g.code, c.id, c.name,
         (SELECT p.id FROM participants p WHERE p.id = wanted_seller AND p.group_id = g.id),
         (SELECT h.id FROM store_handoffs h WHERE h.id = wanted_handoff AND h.group_id = g.id)
  FROM groups g
  LEFT JOIN campaigns c ON c.id = wanted_campaign AND c.group_id = g.id
  WHERE wanted_code <> '' AND lower(g.code) = lower(wanted_code)
$$;
--> statement-breakpoint
-- Creates an order the portal has not seen yet, with its items, its first status and the delivery's record, in
-- one call whose statements keep their plans for the connection. `p` holds `order` (the orders columns the store
-- decides, by column name), `items`, the cart's `attributes` (group_code, campaign_id, user_id, portal_ref,
-- campaign_name), `signed`, and `webhook_id`/`topic` when a delivery brought it. Returns the new order's id, or
-- null when it wrote nothing: the delivery was recorded already or the order exists (the caller's update path
-- tells those apart).
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
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
    participant_id, handoff_id, student_name, student_email, customer_first_name, customer_last_name,
    customer_email, status, status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
    shipping_method, shipping_address1, shipping_address2, shipping_city, shipping_province, shipping_zip,
    shipping_country, financial_status, store_created_at, store_updated_at, store_cancelled_at, note, is_test,
    received_via, deleted_at)
  SELECT r.shopify_order_id, r.shopify_order_number, f.group_id, coalesce(f.group_code, a->>'group_code'),
    f.campaign_id, coalesce(nullif(a->>'campaign_name', ''), f.campaign_name, ''), f.participant_id,
    f.handoff_id, r.student_name, r.student_email, r.customer_first_name, r.customer_last_name,
    r.customer_email, r.status, 'store', (p->>'signed')::boolean AND f.group_id IS NOT NULL,
    r.total_product_cents, r.shipping_cents, r.total_cents, r.shipping_method, r.shipping_address1,
    r.shipping_address2, r.shipping_city, r.shipping_province, r.shipping_zip, r.shipping_country,
    r.financial_status, r.store_created_at, r.store_updated_at, r.store_cancelled_at, r.note, r.is_test,
    r.received_via,
    -- An order the store deleted before it got here arrives deleted.
    (SELECT d.deleted_at FROM store_order_deletions d WHERE d.shopify_order_id = r.shopify_order_id)
  FROM (SELECT 1) AS one
  LEFT JOIN order_attribution(a->>'group_code', (a->>'campaign_id')::uuid, (a->>'user_id')::uuid,
                              (a->>'portal_ref')::uuid) f ON true
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
$$;
--> statement-breakpoint
-- New item lines are read from the statement's transition table directly; the round trip through JSON that
-- updates and deletes take (to share report_tally_items) cost a new order a tenth of its time.
CREATE OR REPLACE FUNCTION order_items_keep_report_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH lines AS (
      SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
             btrim(o.student_name) AS seller_name, (pg_backend_pid() % 16)::smallint AS slot,
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
$$;
