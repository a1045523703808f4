-- The report tallies (decision 6): report_seller_days per campaign, group, day (in report_settings' time zone),
-- trimmed seller name and team, and report_product_days per campaign, group, day, product and slot. An order counts
-- while it is attributed to a group and a campaign, not cancelled, not a test and not deleted.
-- Adds (sign 1) or removes (sign -1) one order from the report tallies, with its current items when asked. The
-- connection's slot (16 of them) keeps concurrent deliveries of the same product apart; tallies are sums over
-- slots.
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
$$;
