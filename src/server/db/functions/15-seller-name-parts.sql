-- Sellers keep their name's parts, so that the public form of a name ("Ava S.") is made from a first name and a
-- last name. Whoever writes a seller may give the parts (the roster import does, having read "Last, First"); when a
-- seller is written without them, or renamed without them (an erasure writes initials), this trigger reads them
-- from the name as the server's `readSellerName` does: one comma between words is "Last, First", otherwise the
-- first word is the first name and the rest the last name. A test compares the two readings.
CREATE OR REPLACE FUNCTION seller_name_parts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n text := regexp_replace(btrim(NEW.name), '\s+', ' ', 'g');
BEGIN
  IF TG_OP = 'INSERT' AND (NEW.first_name <> '' OR NEW.last_name <> '') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name) THEN
    RETURN NEW;
  END IF;
  IF n ~ '^[^,]*[[:alpha:]][^,]*,[^,]*[[:alpha:]][^,]*$' THEN
    NEW.first_name := regexp_replace(btrim(split_part(n, ',', 2)), '\s+', ' ', 'g');
    NEW.last_name := regexp_replace(btrim(split_part(n, ',', 1)), '\s+', ' ', 'g');
  ELSIF position(' ' in n) > 0 THEN
    NEW.first_name := split_part(n, ' ', 1);
    NEW.last_name := substr(n, position(' ' in n) + 1);
  ELSE
    NEW.first_name := n;
    NEW.last_name := '';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sellers_name_parts BEFORE INSERT OR UPDATE OF name ON sellers
  FOR EACH ROW EXECUTE FUNCTION seller_name_parts();
