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
