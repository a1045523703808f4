-- Moves the item lines a statement changed in or out of the tallies of their orders, where those orders count (the
-- rule of report_tally_order): once per statement, from its transition tables, whatever the number of lines.
CREATE OR REPLACE FUNCTION report_tally_items(changed_rows jsonb, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.seller_name) AS seller_name,
           coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid) AS team_id,
           (pg_backend_pid() % 16)::smallint AS slot,
           l.product_name, l.quantity, l.price_cents
    FROM jsonb_to_recordset(changed_rows) AS l(order_id uuid, product_name text, quantity integer, price_cents bigint)
    JOIN orders o ON o.id = l.order_id
    CROSS JOIN report_settings s
    WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
      AND NOT o.is_test AND o.deleted_at IS NULL
  ), sellers AS (
    INSERT INTO report_seller_days AS r (campaign_id, group_id, day, seller_name, team_id, item_count)
    SELECT campaign_id, group_id, day, seller_name, team_id, sign * sum(quantity)
    FROM lines
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (campaign_id, group_id, day, seller_name, team_id) DO UPDATE SET
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
