ALTER TABLE "order_attribution_changes" ADD COLUMN "from_seller_id" uuid;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD COLUMN "to_seller_id" uuid;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD CONSTRAINT "order_attribution_changes_from_seller_id_participants_id_fk" FOREIGN KEY ("from_seller_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD CONSTRAINT "order_attribution_changes_to_seller_id_participants_id_fk" FOREIGN KEY ("to_seller_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What an order's cart attributes name, as far as it exists: found by the group code (case-insensitive), or, for
-- a share-link buyer's cart, which carries no code, by the hand-off record alone. The seller's name and e-mail
-- come from the cart, except that a share-link order takes them from the seller record and an erased seller's
-- order gets the record's initials and no e-mail, whatever an old cart still says.
DROP FUNCTION IF EXISTS order_attribution(text, uuid, uuid, uuid);
--> statement-breakpoint
CREATE FUNCTION order_attribution(wanted_code text, wanted_campaign uuid, wanted_seller uuid, wanted_handoff uuid,
                                  cart_seller_name text, cart_seller_email text)
RETURNS TABLE (group_id uuid, group_code text, campaign_id uuid, campaign_name text, participant_id uuid,
               handoff_id uuid, seller_name text, seller_email text)
LANGUAGE sql STABLE AS $$
  WITH found AS (
    SELECT g.id AS group_id, g.code AS group_code, c.id AS campaign_id, c.name AS campaign_name,
           (SELECT p.id FROM participants p WHERE p.id = wanted_seller AND p.group_id = g.id) AS participant_id,
           (SELECT h.id FROM store_handoffs h WHERE h.id = wanted_handoff AND h.group_id = g.id) AS handoff_id,
           false AS by_handoff
    FROM groups g
    LEFT JOIN campaigns c ON c.id = wanted_campaign AND c.group_id = g.id
    WHERE wanted_code <> '' AND lower(g.code) = lower(wanted_code)
    UNION ALL
    SELECT g.id, g.code, c.id, c.name, h.participant_id, h.id, true
    FROM store_handoffs h
    JOIN groups g ON g.id = h.group_id
    JOIN campaigns c ON c.id = h.campaign_id
    WHERE wanted_code = '' AND h.id = wanted_handoff
  )
  SELECT f.group_id, f.group_code, f.campaign_id, f.campaign_name, f.participant_id, f.handoff_id,
         CASE WHEN e.erased OR f.by_handoff THEN p.name ELSE cart_seller_name END,
         CASE WHEN e.erased THEN '' WHEN f.by_handoff THEN p.email ELSE lower(cart_seller_email) END
  FROM found f
  LEFT JOIN participants p ON p.id = f.participant_id
  CROSS JOIN LATERAL (
    SELECT EXISTS (SELECT 1 FROM seller_erasures s WHERE s.participant_id = f.participant_id) AS erased
  ) e
$$;
--> statement-breakpoint
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
    f.handoff_id, coalesce(f.seller_name, r.student_name), coalesce(f.seller_email, r.student_email),
    r.customer_first_name, r.customer_last_name,
    r.customer_email, r.status, 'store', (p->>'signed')::boolean AND f.group_id IS NOT NULL,
    r.total_product_cents, r.shipping_cents, r.total_cents, r.shipping_method, r.shipping_address1,
    r.shipping_address2, r.shipping_city, r.shipping_province, r.shipping_zip, r.shipping_country,
    r.financial_status, r.store_created_at, r.store_updated_at, r.store_cancelled_at, r.note, r.is_test,
    r.received_via,
    -- An order the store deleted before it got here arrives deleted.
    (SELECT d.deleted_at FROM store_order_deletions d WHERE d.shopify_order_id = r.shopify_order_id)
  FROM (SELECT 1) AS one
  LEFT JOIN order_attribution(a->>'group_code', (a->>'campaign_id')::uuid, (a->>'user_id')::uuid,
                              (a->>'portal_ref')::uuid, r.student_name, r.student_email) f ON true
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
