CREATE SEQUENCE "public"."paper_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_products_price_range" CHECK ("campaign_products"."price_cents" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "paper_order_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by_kind" text NOT NULL,
	"changed_by_id" uuid,
	"changed_by_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_order_changes_action_known" CHECK ("paper_order_changes"."action" in ('created', 'edited', 'voided')),
	CONSTRAINT "paper_order_changes_kind" CHECK ("paper_order_changes"."changed_by_kind" in ('admin', 'coordinator'))
);
--> statement-breakpoint
CREATE TABLE "paper_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"form_number" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_cents" bigint DEFAULT 0 NOT NULL,
	"check_number" text DEFAULT '' NOT NULL,
	"entered_by_kind" text NOT NULL,
	"entered_by_id" uuid,
	"entered_by_name" text NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_orders_payment_method_known" CHECK ("paper_orders"."payment_method" in ('cash', 'check', 'unpaid')),
	CONSTRAINT "paper_orders_payment_non_negative" CHECK ("paper_orders"."payment_cents" >= 0),
	CONSTRAINT "paper_orders_entered_by_kind" CHECK ("paper_orders"."entered_by_kind" in ('admin', 'coordinator'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_received_via_known";--> statement-breakpoint
DROP INDEX "orders_attention_idx";--> statement-breakpoint
DROP INDEX "orders_personal_data_campaign_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_order_changes" ADD CONSTRAINT "paper_order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD CONSTRAINT "paper_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_orders" ADD CONSTRAINT "paper_orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_products_campaign_name_key" ON "campaign_products" USING btree ("campaign_id",lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "campaign_products_campaign_idx" ON "campaign_products" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "paper_order_changes_order_idx" ON "paper_order_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_orders_campaign_form_key" ON "paper_orders" USING btree ("campaign_id",lower("form_number")) WHERE "paper_orders"."form_number" <> '';--> statement-breakpoint
CREATE INDEX "paper_orders_campaign_created_idx" ON "paper_orders" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_campaign_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."campaign_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id") WHERE "order_items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at is null and not is_test and attribution_source = 'store' and source = 'store' and (group_id is null or seller_id is null or not attribution_verified);--> statement-breakpoint
CREATE INDEX "orders_personal_data_campaign_idx" ON "orders" USING btree ("campaign_id") WHERE buyer_email <> '' or seller_email <> '' or shipping_address1 <> '' or shipping_address2 <> '' or shipping_city <> '' or shipping_province <> '' or shipping_zip <> '' or note <> '' or buyer_phone <> '';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_source_known" CHECK ("orders"."source" in ('store', 'paper'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_received_via_known" CHECK ("orders"."received_via" in ('webhook', 'reconciliation', 'demo', 'entry', 'import'));--> statement-breakpoint
-- Paper orders are counted under their own scopes too ('paper:*', 'paper:g:<group>', 'paper:c:<code>'), so a
-- list filtered by source still sums counters: paper alone reads those, store reads all minus paper.
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
-- New orders are counted once per statement: an import writes thousands of orders in one statement, and adding
-- each to the same few counter rows one by one left a version of those rows per order (an import of 5,000 took
-- four seconds in the counters alone). Updates and deletes stay per row.
DROP TRIGGER orders_keep_counts ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts AFTER UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();
--> statement-breakpoint
CREATE FUNCTION orders_keep_counts_of_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts AS c (scope, status, day, slot, count)
  SELECT prefix.p || k.scope, n.status, (n.store_created_at AT TIME ZONE 'UTC')::date, 1 + pg_backend_pid() % 16,
         count(*)
  FROM new_orders n
  CROSS JOIN LATERAL unnest(ARRAY['*', CASE WHEN NOT n.is_test THEN 'g:' || n.group_id::text END,
                                  'c:' || lower(n.group_code)]) AS k(scope)
  CROSS JOIN LATERAL unnest(CASE WHEN n.source = 'paper' THEN ARRAY['', 'paper:'] ELSE ARRAY[''] END) AS prefix(p)
  WHERE n.deleted_at IS NULL AND k.scope IS NOT NULL AND k.scope <> 'c:'
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (scope, status, day, slot) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_counts_of_new AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts_of_new();
