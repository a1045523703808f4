-- A sum of cents as both drivers read a number: a float8 holds every integer up to 2^53 - 1 exactly, so a sum passes
-- through it only within that range; beyond it the statement fails rather than show a rounded amount (a balance of
-- 10.02 where 10.00 is right). Decision 23.
CREATE OR REPLACE FUNCTION exact_cents(cents numeric) RETURNS float8 LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF abs(cents) > 9007199254740991 OR cents <> trunc(cents) THEN
    RAISE EXCEPTION 'a sum of % cents is beyond exact arithmetic (2^53 - 1)', cents
      USING ERRCODE = 'numeric_value_out_of_range';
  END IF;
  RETURN cents::float8;
END
$$;
