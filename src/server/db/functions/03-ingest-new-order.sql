-- Creates an order the portal has not seen yet, with its items, its first status and the delivery's record, in
-- one call whose statements keep their plans for the connection. `p` holds `order` (the orders columns the store
-- decides, by column name), `items`, the cart's `attributes` (group_code, campaign_id, user_id, portal_ref,
-- campaign_name), `signed`, `over_limit`, and `webhook_id`/`topic` when a delivery brought it. Returns the new
-- order's id, or null when it wrote nothing: the delivery was recorded already or the order exists (the caller's
-- update path tells those apart).
-- A store line is a donation when it carries the `_donation` property (the demo store's, or a theme's) or is the
-- campaign's donation product (by product id or handle): its amount goes to donation_cents, out of the product
-- total, and it is no item line, so no product tally, supplier order or distribution sheet ever lists it.
-- A store order with an amount above the money limit (`over_limit`, decided by the server as for an update) is
-- kept as the store charged it but credited to no group, campaign or seller, so it counts in no total and waits in
-- the repair queue; the cart's group code and seller name stay on it for the suggestions.
-- A new order credited to a seller whose parent confirmed updates is noted in mail_order_events here, in the
-- order's transaction, so no order is ever missed or told twice (one indexed statement, reading a partial index
-- that is empty when nobody subscribed). Paper forms and later credits are noted by orders_queue_mail_updates.
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  r orders := jsonb_populate_record(null::orders, p->'order');
  a jsonb := p->'attributes';
  webhook text := p->>'webhook_id';
  held boolean := coalesce((p->>'over_limit')::boolean, false);
  created_id uuid;
  created_campaign uuid;
  created_seller uuid;
  created_counts boolean;
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
                              (a->>'portal_ref')::uuid, r.seller_name, r.seller_email) f ON NOT held
  LEFT JOIN campaigns c ON c.id = f.campaign_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(l.price_cents * l.quantity), 0)::bigint AS cents
    FROM jsonb_to_recordset(p->'items') AS l(price_cents bigint, quantity integer, donation boolean,
                                             product_ref text, handle text)
    WHERE l.donation OR (c.donation_product <> '' AND c.donation_product IN (l.product_ref, lower(l.handle)))
  ) given
  ON CONFLICT (shopify_order_id) DO NOTHING
  RETURNING id, campaign_id, seller_id, deleted_at IS NULL AND NOT is_test
    INTO created_id, created_campaign, created_seller, created_counts;
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
  -- Parents who confirmed updates about this seller hear of the order: noted here, in the order's transaction.
  IF created_seller IS NOT NULL AND created_counts THEN
    INSERT INTO mail_order_events (subscription_id, order_id)
    SELECT s.id, created_id FROM mail_subscriptions s
    WHERE s.seller_id = created_seller AND s.campaign_id = created_campaign
      AND s.status = 'confirmed' AND s.summarized_at IS NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN created_id;
END
$$;
