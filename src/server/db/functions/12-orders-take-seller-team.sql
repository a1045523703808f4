-- An order carries its seller's team: copied when the order arrives and whenever its seller changes (a store
-- update, a repair, a paper order's edit). Moving a seller to another team updates their orders itself.
CREATE OR REPLACE FUNCTION orders_take_seller_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.team_id := (SELECT s.team_id FROM sellers s WHERE s.id = NEW.seller_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_take_seller_team_on_insert BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.seller_id IS NOT NULL OR NEW.team_id IS NOT NULL)
  EXECUTE FUNCTION orders_take_seller_team();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_take_seller_team_on_update BEFORE UPDATE OF seller_id ON orders
  FOR EACH ROW WHEN (NEW.seller_id IS DISTINCT FROM OLD.seller_id)
  EXECUTE FUNCTION orders_take_seller_team();
