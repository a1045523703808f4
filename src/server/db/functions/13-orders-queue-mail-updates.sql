-- A new paper form credited to a seller whose parent confirmed updates is noted in mail_order_events in the
-- transaction that writes it, and so is an order credited to such a seller later (an attribution repair); store
-- orders are noted by ingest_new_order itself, and the paper trigger's condition lets them pass without a call.
-- After the campaign's summary (the last message) nothing more is noted.
CREATE OR REPLACE FUNCTION orders_queue_mail_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_order_events (subscription_id, order_id)
  SELECT s.id, NEW.id
  FROM mail_subscriptions s
  WHERE s.seller_id = NEW.seller_id AND s.campaign_id = NEW.campaign_id AND s.status = 'confirmed'
    AND s.summarized_at IS NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_queue_mail_updates_of_paper AFTER INSERT ON orders
  FOR EACH ROW
  WHEN (NEW.source = 'paper' AND NEW.seller_id IS NOT NULL AND NEW.deleted_at IS NULL AND NOT NEW.is_test)
  EXECUTE FUNCTION orders_queue_mail_updates();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_queue_mail_updates_on_credit AFTER UPDATE OF seller_id, campaign_id ON orders
  FOR EACH ROW
  WHEN (NEW.seller_id IS NOT NULL AND NEW.deleted_at IS NULL AND NOT NEW.is_test
        AND (OLD.seller_id IS DISTINCT FROM NEW.seller_id OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id))
  EXECUTE FUNCTION orders_queue_mail_updates();
