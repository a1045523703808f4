CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" uuid,
	"staff_kind" text,
	"staff_id" uuid,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"delivery" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "mail_messages_status_known" CHECK ("mail_messages"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "mail_messages_delivery_known" CHECK ("mail_messages"."delivery" is null or "mail_messages"."delivery" in ('smtp', 'outbox'))
);
--> statement-breakpoint
CREATE TABLE "mail_order_events" (
	"subscription_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_order_events_subscription_id_order_id_pk" PRIMARY KEY("subscription_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "mail_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"orders_sent_at" timestamp with time zone,
	"milestone_sent" smallint DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"summarized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_subscriptions_status_known" CHECK ("mail_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "mail_subscriptions_locale_known" CHECK ("mail_subscriptions"."locale" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coordinators" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_subscription_id_mail_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."mail_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_idempotency_key" ON "mail_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "mail_messages" USING btree ("next_attempt_at") WHERE "mail_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_messages_subscription_idx" ON "mail_messages" USING btree ("subscription_id") WHERE "mail_messages"."subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscriptions_seller_campaign_email_key" ON "mail_subscriptions" USING btree ("seller_id","campaign_id",lower("email"));--> statement-breakpoint
CREATE INDEX "mail_subscriptions_confirmed_idx" ON "mail_subscriptions" USING btree ("seller_id","campaign_id") WHERE "mail_subscriptions"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "mail_subscriptions_group_idx" ON "mail_subscriptions" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_subscriptions_campaign_idx" ON "mail_subscriptions" USING btree ("campaign_id");--> statement-breakpoint
-- A new order credited to a seller whose parent confirmed updates is noted in the transaction that writes it, so no
-- order is ever missed or told twice: store orders by ingest_new_order itself (one indexed statement per order,
-- reading one partial index, empty when nobody subscribed), paper forms by a row trigger that store orders skip
-- without a call, and an order credited later (an attribution repair) by a row trigger on the change. After the
-- campaign's summary (the last message) nothing more is noted.
CREATE OR REPLACE FUNCTION ingest_new_order(p jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
AS $$
DECLARE
  r orders := jsonb_populate_record(null::orders, p->'order');
  a jsonb := p->'attributes';
  webhook text := p->>'webhook_id';
  created_id uuid;
  created_campaign uuid;
  created_seller uuid;
  created_counts boolean;
BEGIN
  IF webhook IS NOT NULL AND EXISTS (SELECT 1 FROM webhook_deliveries w WHERE w.webhook_id = webhook) THEN
    RETURN NULL;
  END IF;
  INSERT INTO orders (shopify_order_id, shopify_order_number, group_id, group_code, campaign_id, campaign_name,
    seller_id, handoff_id, seller_name, seller_email, buyer_first_name, buyer_last_name,
    buyer_email, status, status_source, attribution_verified, total_product_cents, shipping_cents, total_cents,
    donation_cents, shipping_method, shipping_address1, shipping_address2, shipping_city, shipping_province, shipping_zip,
    shipping_country, financial_status, store_created_at, store_updated_at, store_cancelled_at, note, is_test,
    received_via, deleted_at)
  SELECT r.shopify_order_id, r.shopify_order_number, f.group_id, coalesce(f.group_code, a->>'group_code'),
    f.campaign_id, coalesce(nullif(a->>'campaign_name', ''), f.campaign_name, ''), f.seller_id,
    f.handoff_id, coalesce(f.seller_name, r.seller_name), coalesce(f.seller_email, r.seller_email),
    r.buyer_first_name, r.buyer_last_name,
    r.buyer_email, r.status, 'store', (p->>'signed')::boolean AND f.group_id IS NOT NULL,
    greatest(r.total_product_cents - given.cents, 0), r.shipping_cents, r.total_cents, given.cents,
    r.shipping_method, r.shipping_address1,
    r.shipping_address2, r.shipping_city, r.shipping_province, r.shipping_zip, r.shipping_country,
    r.financial_status, r.store_created_at, r.store_updated_at, r.store_cancelled_at, r.note, r.is_test,
    r.received_via,
    -- An order the store deleted before it got here arrives deleted.
    (SELECT d.deleted_at FROM store_order_deletions d WHERE d.shopify_order_id = r.shopify_order_id)
  FROM (SELECT 1) AS one
  LEFT JOIN order_attribution(a->>'group_code', (a->>'campaign_id')::uuid, (a->>'user_id')::uuid,
                              (a->>'portal_ref')::uuid, r.seller_name, r.seller_email) f ON true
  LEFT JOIN campaigns c ON c.id = f.campaign_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(l.price_cents * l.quantity), 0)::bigint AS cents
    FROM jsonb_to_recordset(p->'items') AS l(price_cents bigint, quantity integer, donation boolean,
                                             product_ref text, handle text)
    WHERE l.donation OR (c.donation_product <> '' AND c.donation_product IN (l.product_ref, lower(l.handle)))
  ) given
  ON CONFLICT (shopify_order_id) DO NOTHING
  RETURNING id, campaign_id, seller_id, deleted_at IS NULL AND NOT is_test
    INTO created_id, created_campaign, created_seller, created_counts;
  IF created_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF webhook IS NOT NULL THEN
    INSERT INTO webhook_deliveries (webhook_id, topic, shopify_order_id)
    VALUES (webhook, p->>'topic', r.shopify_order_id)
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO order_items (order_id, position, product_name, price_cents, quantity, store_line_item_id)
  SELECT created_id, l.position, l.product_name, l.price_cents, l.quantity, l.store_line_item_id
  FROM jsonb_to_recordset(p->'items')
    AS l(position smallint, product_name text, price_cents bigint, quantity integer, store_line_item_id text,
         donation boolean, product_ref text, handle text)
  WHERE NOT l.donation
    AND NOT EXISTS (SELECT 1 FROM campaigns c
                    WHERE c.id = created_campaign AND c.donation_product <> ''
                      AND c.donation_product IN (l.product_ref, lower(l.handle)));
  INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_kind, changed_by_name)
  VALUES (created_id, NULL, r.status, 'store', 'Store');
  -- Parents who confirmed updates about this seller hear of the order: noted here, in the order's transaction.
  IF created_seller IS NOT NULL AND created_counts THEN
    INSERT INTO mail_order_events (subscription_id, order_id)
    SELECT s.id, created_id FROM mail_subscriptions s
    WHERE s.seller_id = created_seller AND s.campaign_id = created_campaign
      AND s.status = 'confirmed' AND s.summarized_at IS NULL
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN created_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION orders_queue_mail_updates() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER orders_queue_mail_updates_of_paper AFTER INSERT ON orders
  FOR EACH ROW
  WHEN (NEW.source = 'paper' AND NEW.seller_id IS NOT NULL AND NEW.deleted_at IS NULL AND NOT NEW.is_test)
  EXECUTE FUNCTION orders_queue_mail_updates();
--> statement-breakpoint
CREATE TRIGGER orders_queue_mail_updates_on_credit AFTER UPDATE OF seller_id, campaign_id ON orders
  FOR EACH ROW
  WHEN (NEW.seller_id IS NOT NULL AND NEW.deleted_at IS NULL AND NOT NEW.is_test
        AND (OLD.seller_id IS DISTINCT FROM NEW.seller_id OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id))
  EXECUTE FUNCTION orders_queue_mail_updates();
--> statement-breakpoint
-- A subscription's order events go with it (they have no foreign key: see the table's comment in schema.ts).
CREATE FUNCTION mail_subscriptions_drop_order_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mail_order_events e USING old_subscriptions o WHERE e.subscription_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mail_subscriptions_drop_order_events AFTER DELETE ON mail_subscriptions
  REFERENCING OLD TABLE AS old_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION mail_subscriptions_drop_order_events();
