-- Counts every day in the given time zone, by the rule of report_tally_order: the server runs it at start with
-- PORTAL_TIMEZONE, and it rebuilds both tallies when that differs from the zone they use (returning true).
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
$$;
