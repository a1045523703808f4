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
ALTER TABLE "mail_order_events" ADD CONSTRAINT "mail_order_events_subscription_id_mail_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."mail_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_order_events" ADD CONSTRAINT "mail_order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_idempotency_key" ON "mail_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "mail_messages_due_idx" ON "mail_messages" USING btree ("next_attempt_at") WHERE "mail_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_messages_subscription_idx" ON "mail_messages" USING btree ("subscription_id") WHERE "mail_messages"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_order_events_order_idx" ON "mail_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscriptions_seller_campaign_email_key" ON "mail_subscriptions" USING btree ("seller_id","campaign_id",lower("email"));--> statement-breakpoint
CREATE INDEX "mail_subscriptions_confirmed_idx" ON "mail_subscriptions" USING btree ("seller_id","campaign_id") WHERE "mail_subscriptions"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "mail_subscriptions_group_idx" ON "mail_subscriptions" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_subscriptions_campaign_idx" ON "mail_subscriptions" USING btree ("campaign_id");--> statement-breakpoint
-- A new order credited to a seller whose parent confirmed updates is noted in the transaction that writes it, so
-- no order is ever missed or told twice. With nobody subscribed, the join reads one empty partial index. After the
-- campaign's summary (the last message) nothing more is noted.
CREATE FUNCTION orders_queue_mail_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_order_events (subscription_id, order_id)
  SELECT s.id, n.id
  FROM new_orders n
  JOIN mail_subscriptions s
    ON s.seller_id = n.seller_id AND s.campaign_id = n.campaign_id AND s.status = 'confirmed'
   AND s.summarized_at IS NULL
  WHERE n.seller_id IS NOT NULL AND n.deleted_at IS NULL AND NOT n.is_test
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_queue_mail_updates AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_queue_mail_updates();
--> statement-breakpoint
-- An order credited to a seller later (an attribution repair) is news for that seller's parents too.
CREATE FUNCTION orders_queue_mail_updates_on_credit() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER orders_queue_mail_updates_on_credit AFTER UPDATE OF seller_id, campaign_id ON orders
  FOR EACH ROW
  WHEN (NEW.seller_id IS NOT NULL AND NEW.deleted_at IS NULL AND NOT NEW.is_test
        AND (OLD.seller_id IS DISTINCT FROM NEW.seller_id OR OLD.campaign_id IS DISTINCT FROM NEW.campaign_id))
  EXECUTE FUNCTION orders_queue_mail_updates_on_credit();
