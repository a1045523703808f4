-- The money limits (decision 23), one set for every way money enters: an amount people enter (a price, a payment, a
-- donation, an envelope's cash or a check, and the total of a form, an envelope or a deposit) is at most
-- $1,000,000 (MAX_MONEY_CENTS); what a store charged is kept up to $9,999,999,999.99 (MAX_STORE_MONEY_CENTS). The
-- report tallies are sums of these and get no bound of their own (a trigger takes an order away as a negative row,
-- which a bound would refuse for the very order that broke it); exact_cents() below reads every sum exactly or
-- not at all. Rows that count nowhere (a voided payment or form, a cancelled
-- order, a reopened deposit) are exempt, so that a row written beyond the limits before they existed can still be
-- voided or corrected through the API.
-- The constraints are added NOT VALID, so that an upgraded database holding such a row still starts, and then
-- validated one by one below: on a database without such rows every constraint ends validated; one that holds them
-- keeps that constraint unvalidated (it still refuses every new or changed row beyond the limit) and says so in a
-- warning, until those rows are voided or corrected and the constraint validated.
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_donation_amounts_range" CHECK (1 <= all("campaigns"."donation_amounts_cents") and 100000000 >= all("campaigns"."donation_amounts_cents")) NOT VALID;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_total_within_limit" CHECK ("deposits"."reopened_at" is not null or "deposits"."cash_cents" + "deposits"."check_cents" <= 100000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_amount_within_limit" CHECK ("money_items"."voided_at" is not null or "money_items"."amount_cents" <= 100000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_within_store_limit" CHECK ("order_items"."price_cents" <= 999999999999) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_within_store_limit" CHECK ("orders"."status" = 'cancelled' or ("orders"."total_product_cents" <= 999999999999 and "orders"."shipping_cents" <= 999999999999 and "orders"."total_cents" <= 999999999999 and "orders"."donation_cents" <= 999999999999)) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paper_total_within_limit" CHECK ("orders"."source" <> 'paper' or "orders"."status" = 'cancelled' or "orders"."total_cents" <= 100000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD CONSTRAINT "paper_orders_payment_within_limit" CHECK ("paper_orders"."voided_at" is not null or "paper_orders"."payment_cents" <= 100000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "turn_ins" ADD CONSTRAINT "turn_ins_cash_within_limit" CHECK ("turn_ins"."cash_cents" <= 100000000) NOT VALID;--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conrelid::regclass::text AS table_name, conname
    FROM pg_constraint
    WHERE NOT convalidated AND contype = 'c' AND conname IN (
      'campaigns_donation_amounts_range', 'deposits_total_within_limit', 'money_items_amount_within_limit',
      'order_items_price_within_store_limit', 'orders_amounts_within_store_limit', 'orders_paper_total_within_limit',
      'turn_ins_cash_within_limit')
    ORDER BY conname
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %s VALIDATE CONSTRAINT %I', c.table_name, c.conname);
    EXCEPTION WHEN check_violation OR numeric_value_out_of_range THEN
      RAISE WARNING 'money limits: % holds rows beyond %; void or correct them, then VALIDATE CONSTRAINT',
        c.table_name, c.conname;
    END;
  END LOOP;
END
$$;
--> statement-breakpoint
-- A store order with an amount above the money limit (`over_limit`, decided by the server as for an update) is
-- kept as the store charged it but credited to no group, campaign or seller, so it counts in no total and waits in
-- the repair queue; the cart's group code and seller name stay on it for the suggestions. Otherwise as in 0021.
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
AS $$
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
--> statement-breakpoint
-- A sum of cents as both drivers read a number: a float8 holds every integer up to 2^53 - 1 exactly, so a sum passes
-- through it only within that range; beyond it the statement fails rather than show a rounded amount (a balance of
-- 10.02 where 10.00 is right).
CREATE FUNCTION exact_cents(cents numeric) RETURNS float8 LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF abs(cents) > 9007199254740991 OR cents <> trunc(cents) THEN
    RAISE EXCEPTION 'a sum of % cents is beyond exact arithmetic (2^53 - 1)', cents
      USING ERRCODE = 'numeric_value_out_of_range';
  END IF;
  RETURN cents::float8;
END
$$;
