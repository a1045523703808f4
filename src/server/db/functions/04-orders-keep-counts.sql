-- Keeps order_counts (the order lists' totals) in step with orders: every update of a counted column, and every
-- delete, moves one order between (scope, status, UTC day) buckets; new orders are counted once per statement by
-- orders_keep_counts_of_new. The scopes are '*' (every order), 'g:<group>' and 'c:<group code>'; paper orders are
-- counted under their own scopes too ('paper:*', 'paper:g:<group>', 'paper:c:<code>'), so a list filtered by
-- source still sums counters: paper alone reads those, store reads all minus paper. Deleted orders leave every
-- count; test orders stay in the administrators' lists ('*' and group-code scopes) but never in a group's ('g:',
-- what coordinators see).
-- Writers add to the slot of their connection (1–16), so concurrent deliveries of the same day and group each
-- lock their own row instead of queueing on one; a key's count is the sum of its slots (fold_order_counts merges
-- them). Rows are written in key order so that concurrent transactions lock them in the same order and cannot
-- deadlock.
CREATE OR REPLACE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.store_created_at IS NOT DISTINCT FROM OLD.store_created_at
     AND NEW.group_id IS NOT DISTINCT FROM OLD.group_id
     AND lower(NEW.group_code) IS NOT DISTINCT FROM lower(OLD.group_code)
     AND NEW.is_test IS NOT DISTINCT FROM OLD.is_test
     AND NEW.source IS NOT DISTINCT FROM OLD.source
     AND (NEW.deleted_at IS NULL) IS NOT DISTINCT FROM (OLD.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO order_counts AS c (scope, status, day, slot, count)
  SELECT changes.scope, changes.status, changes.day, 1 + pg_backend_pid() % 16, sum(changes.delta)
  FROM (
    SELECT prefix.p || k.scope AS scope, OLD.status AS status,
           (OLD.store_created_at AT TIME ZONE 'UTC')::date AS day, -1 AS delta
    FROM unnest(ARRAY['*', CASE WHEN NOT OLD.is_test THEN 'g:' || OLD.group_id::text END,
                      'c:' || lower(OLD.group_code)]) AS k(scope)
    CROSS JOIN unnest(CASE WHEN OLD.source = 'paper' THEN ARRAY['', 'paper:'] ELSE ARRAY[''] END) AS prefix(p)
    WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL AND k.scope IS NOT NULL AND k.scope <> 'c:'
    UNION ALL
    SELECT prefix.p || k.scope, NEW.status, (NEW.store_created_at AT TIME ZONE 'UTC')::date, 1
    FROM unnest(ARRAY['*', CASE WHEN NOT NEW.is_test THEN 'g:' || NEW.group_id::text END,
                      'c:' || lower(NEW.group_code)]) AS k(scope)
    CROSS JOIN unnest(CASE WHEN NEW.source = 'paper' THEN ARRAY['', 'paper:'] ELSE ARRAY[''] END) AS prefix(p)
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
CREATE OR REPLACE TRIGGER orders_keep_counts AFTER UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();
