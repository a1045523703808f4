CREATE TABLE "team_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"team_id" uuid,
	"show_sellers" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_pages_kind_known" CHECK (("team_pages"."kind" = 'team' and "team_pages"."team_id" is not null) or ("team_pages"."kind" = 'group' and "team_pages"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"leader_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_seller_days" ADD COLUMN "team_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "report_seller_days" DROP CONSTRAINT "report_seller_days_campaign_id_group_id_day_seller_name_pk";--> statement-breakpoint
ALTER TABLE "report_seller_days" ADD CONSTRAINT "report_seller_days_campaign_id_group_id_day_seller_name_team_id_pk" PRIMARY KEY("campaign_id","group_id","day","seller_name","team_id");--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "team_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "has_roster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "on_roster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_pages" ADD CONSTRAINT "team_pages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pages" ADD CONSTRAINT "team_pages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pages" ADD CONSTRAINT "team_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_pages_token_key" ON "team_pages" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pages_active_team_key" ON "team_pages" USING btree ("campaign_id","team_id") WHERE "team_pages"."kind" = 'team' and "team_pages"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_pages_active_group_key" ON "team_pages" USING btree ("campaign_id") WHERE "team_pages"."kind" = 'group' and "team_pages"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_group_name_key" ON "teams" USING btree ("group_id",lower(btrim("name")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_team_created_idx" ON "orders" USING btree ("team_id","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "sellers_team_idx" ON "sellers" USING btree ("team_id") WHERE "sellers"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "sellers_unclaimed_roster_idx" ON "sellers" USING btree ("group_id",lower(btrim("name"))) WHERE "sellers"."on_roster" and "sellers"."email" = '';--> statement-breakpoint
-- An order carries its seller's team: copied when the order arrives and whenever its seller changes (a store
-- update, a repair, a paper order's edit). Moving a seller to another team updates their orders itself.
CREATE FUNCTION orders_take_seller_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.team_id := (SELECT s.team_id FROM sellers s WHERE s.id = NEW.seller_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_take_seller_team_on_insert BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.seller_id IS NOT NULL OR NEW.team_id IS NOT NULL)
  EXECUTE FUNCTION orders_take_seller_team();
--> statement-breakpoint
CREATE TRIGGER orders_take_seller_team_on_update BEFORE UPDATE OF seller_id ON orders
  FOR EACH ROW WHEN (NEW.seller_id IS DISTINCT FROM OLD.seller_id)
  EXECUTE FUNCTION orders_take_seller_team();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_keep_report_tallies()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH lines AS (
      SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
             btrim(o.seller_name) AS seller_name,
             coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid) AS team_id,
             (pg_backend_pid() % 16)::smallint AS slot,
             l.product_name, l.quantity, l.price_cents
      FROM new_items l
      JOIN orders o ON o.id = l.order_id
      CROSS JOIN report_settings s
      WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
        AND NOT o.is_test AND o.deleted_at IS NULL
    ), sellers AS (
      INSERT INTO report_seller_days AS r (campaign_id, group_id, day, seller_name, team_id, item_count)
      SELECT campaign_id, group_id, day, seller_name, team_id, sum(quantity)
      FROM lines
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (campaign_id, group_id, day, seller_name, team_id) DO UPDATE SET
        item_count = r.item_count + excluded.item_count
    )
    INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
    SELECT campaign_id, group_id, day, product_name, slot, sum(quantity), sum(quantity * price_cents)
    FROM lines
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
      quantity = p.quantity + excluded.quantity,
      sales_cents = p.sales_cents + excluded.sales_cents;
    RETURN NULL;
  END IF;
  PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(old_items)) FROM old_items), -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_tally_items((SELECT jsonb_agg(to_jsonb(new_items)) FROM new_items), 1);
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tallies_use_time_zone(zone text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM report_settings WHERE time_zone = zone;
  IF FOUND THEN
    RETURN false;
  END IF;
  LOCK TABLE report_seller_days, report_product_days IN EXCLUSIVE MODE;
  UPDATE report_settings SET time_zone = zone;
  DELETE FROM report_seller_days;
  DELETE FROM report_product_days;
  INSERT INTO report_seller_days
    (campaign_id, group_id, day, seller_name, team_id, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, btrim(o.seller_name),
         coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid),
         count(*), coalesce(sum(items.quantity), 0), sum(o.total_cents), sum(o.total_product_cents)
  FROM orders o
  LEFT JOIN LATERAL (SELECT sum(i.quantity) AS quantity FROM order_items i WHERE i.order_id = o.id) items ON true
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
    AND NOT o.is_test AND o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_product_days (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE zone)::date, i.product_name,
         (hashtext(o.id::text) & 3)::smallint, sum(i.quantity), sum(i.quantity::bigint * i.price_cents)
  FROM orders o
  JOIN order_items i ON i.order_id = o.id
  WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
    AND NOT o.is_test AND o.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5;
  RETURN true;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_items(changed_rows jsonb, sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH lines AS (
    SELECT o.campaign_id, o.group_id, (o.store_created_at AT TIME ZONE s.time_zone)::date AS day,
           btrim(o.seller_name) AS seller_name,
           coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid) AS team_id,
           (pg_backend_pid() % 16)::smallint AS slot,
           l.product_name, l.quantity, l.price_cents
    FROM jsonb_to_recordset(changed_rows) AS l(order_id uuid, product_name text, quantity integer, price_cents bigint)
    JOIN orders o ON o.id = l.order_id
    CROSS JOIN report_settings s
    WHERE o.group_id IS NOT NULL AND o.campaign_id IS NOT NULL AND o.status <> 'cancelled'
      AND NOT o.is_test AND o.deleted_at IS NULL
  ), sellers AS (
    INSERT INTO report_seller_days AS r (campaign_id, group_id, day, seller_name, team_id, item_count)
    SELECT campaign_id, group_id, day, seller_name, team_id, sign * sum(quantity)
    FROM lines
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (campaign_id, group_id, day, seller_name, team_id) DO UPDATE SET
      item_count = r.item_count + excluded.item_count
  )
  INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT campaign_id, group_id, day, product_name, slot, sign * sum(quantity), sign * sum(quantity * price_cents)
  FROM lines
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
    quantity = p.quantity + excluded.quantity,
    sales_cents = p.sales_cents + excluded.sales_cents;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_tally_order(o orders, sign integer, with_items boolean)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  tally_day date;
BEGIN
  IF o.group_id IS NULL OR o.campaign_id IS NULL OR o.status = 'cancelled' OR o.is_test
     OR o.deleted_at IS NOT NULL THEN
    RETURN;
  END IF;
  SELECT (o.store_created_at AT TIME ZONE s.time_zone)::date INTO tally_day FROM report_settings s;
  INSERT INTO report_seller_days AS r
    (campaign_id, group_id, day, seller_name, team_id, order_count, item_count, sales_cents, product_sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, btrim(o.seller_name),
         coalesce(o.team_id, '00000000-0000-0000-0000-000000000000'::uuid), sign,
         CASE WHEN with_items
           THEN sign * coalesce((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)
           ELSE 0 END,
         sign * o.total_cents, sign * o.total_product_cents
  ON CONFLICT (campaign_id, group_id, day, seller_name, team_id) DO UPDATE SET
    order_count = r.order_count + excluded.order_count,
    item_count = r.item_count + excluded.item_count,
    sales_cents = r.sales_cents + excluded.sales_cents,
    product_sales_cents = r.product_sales_cents + excluded.product_sales_cents;
  IF NOT with_items THEN
    RETURN;
  END IF;
  INSERT INTO report_product_days AS p (campaign_id, group_id, day, product_name, slot, quantity, sales_cents)
  SELECT o.campaign_id, o.group_id, tally_day, i.product_name, (pg_backend_pid() % 16)::smallint,
         sign * sum(i.quantity), sign * sum(i.quantity::bigint * i.price_cents)
  FROM order_items i
  WHERE i.order_id = o.id
  GROUP BY i.product_name
  ORDER BY i.product_name
  ON CONFLICT (campaign_id, group_id, day, product_name, slot) DO UPDATE SET
    quantity = p.quantity + excluded.quantity,
    sales_cents = p.sales_cents + excluded.sales_cents;
END
$function$;
--> statement-breakpoint
DROP TRIGGER orders_keep_report_tallies_on_update ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_keep_report_tallies_on_update AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN ((NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled')
        OR NEW.group_id IS DISTINCT FROM OLD.group_id
        OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.team_id IS DISTINCT FROM OLD.team_id
        OR NEW.store_created_at IS DISTINCT FROM OLD.store_created_at
        OR btrim(NEW.seller_name) IS DISTINCT FROM btrim(OLD.seller_name)
        OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
        OR NEW.total_product_cents IS DISTINCT FROM OLD.total_product_cents
        OR NEW.is_test IS DISTINCT FROM OLD.is_test
        OR (NEW.deleted_at IS NULL) IS DISTINCT FROM (OLD.deleted_at IS NULL))
  EXECUTE FUNCTION orders_keep_report_tallies();
