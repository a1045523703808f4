-- Keeps order_counts in step with orders: every insert, delete, or update of a counted column moves one
-- order between (scope, status, UTC day) buckets. Rows are written in key order so that concurrent
-- transactions lock them in the same order and cannot deadlock.
CREATE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.store_created_at IS NOT DISTINCT FROM OLD.store_created_at
     AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id
     AND lower(NEW.group_code) IS NOT DISTINCT FROM lower(OLD.group_code) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_counts AS c (scope, status, day, count)
  SELECT changes.scope, changes.status, changes.day, sum(changes.delta)
  FROM (
    SELECT k.scope, OLD.status AS status, (OLD.store_created_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta
    FROM unnest(ARRAY['*', 'g:' || OLD.group_id::text, 'c:' || lower(OLD.group_code)]) AS k(scope)
    WHERE TG_OP IN ('UPDATE', 'DELETE') AND k.scope IS NOT NULL AND k.scope <> 'c:'
    UNION ALL
    SELECT k.scope, NEW.status, (NEW.store_created_at AT TIME ZONE 'UTC')::date, 1
    FROM unnest(ARRAY['*', 'g:' || NEW.group_id::text, 'c:' || lower(NEW.group_code)]) AS k(scope)
    WHERE TG_OP IN ('INSERT', 'UPDATE') AND k.scope IS NOT NULL AND k.scope <> 'c:'
  ) AS changes
  GROUP BY changes.scope, changes.status, changes.day
  HAVING sum(changes.delta) <> 0
  ORDER BY changes.scope, changes.status, changes.day
  ON CONFLICT (scope, status, day) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
INSERT INTO order_counts (scope, status, day, count)
SELECT k.scope, o.status, (o.store_created_at AT TIME ZONE 'UTC')::date, count(*)
FROM orders o
CROSS JOIN LATERAL unnest(ARRAY['*', 'g:' || o.group_id::text, 'c:' || lower(o.group_code)]) AS k(scope)
WHERE k.scope IS NOT NULL AND k.scope <> 'c:'
GROUP BY 1, 2, 3;
