CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"self_registered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "coordinators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 1 NOT NULL,
	"group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"organization_name" text NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_code_format" CHECK ("groups"."code" ~ '^[A-Za-z0-9]{3,32}$')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_non_negative" CHECK ("order_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_kind" text NOT NULL,
	"changed_by_admin_id" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_kind" CHECK ("order_status_history"."changed_by_kind" in ('admin', 'store'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shopify_order_id" text NOT NULL,
	"shopify_order_number" text NOT NULL,
	"group_id" uuid,
	"group_code" text DEFAULT '' NOT NULL,
	"campaign_id" uuid,
	"campaign_name" text DEFAULT '' NOT NULL,
	"participant_id" uuid,
	"handoff_id" uuid,
	"student_name" text DEFAULT '' NOT NULL,
	"student_email" text DEFAULT '' NOT NULL,
	"customer_first_name" text DEFAULT '' NOT NULL,
	"customer_last_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"attribution_verified" boolean DEFAULT false NOT NULL,
	"total_product_cents" bigint NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"shipping_method" text DEFAULT '' NOT NULL,
	"shipping_address1" text DEFAULT '' NOT NULL,
	"shipping_address2" text DEFAULT '' NOT NULL,
	"shipping_city" text DEFAULT '' NOT NULL,
	"shipping_province" text DEFAULT '' NOT NULL,
	"shipping_zip" text DEFAULT '' NOT NULL,
	"shipping_country" text DEFAULT '' NOT NULL,
	"financial_status" text DEFAULT '' NOT NULL,
	"store_created_at" timestamp with time zone NOT NULL,
	"store_updated_at" timestamp with time zone NOT NULL,
	"store_cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('created','pending','paid','open','processing','shipped','fulfilled','cancelled')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_product_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shopify_order_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinators" ADD CONSTRAINT "coordinators_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_admin_id_admins_id_fk" FOREIGN KEY ("changed_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handoff_id_store_handoffs_id_fk" FOREIGN KEY ("handoff_id") REFERENCES "public"."store_handoffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_key" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_single_self_registration_key" ON "admins" USING btree ("self_registered") WHERE "admins"."self_registered";--> statement-breakpoint
CREATE INDEX "campaigns_group_dates_idx" ON "campaigns" USING btree ("group_id","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "coordinators_email_lower_key" ON "coordinators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "coordinators_group_idx" ON "coordinators" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_code_lower_key" ON "groups" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_key" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shopify_order_id_key" ON "orders" USING btree ("shopify_order_id");--> statement-breakpoint
CREATE INDEX "orders_store_created_at_idx" ON "orders" USING btree ("store_created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_group_created_at_idx" ON "orders" USING btree ("group_id","store_created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","store_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_group_code_lower_idx" ON "orders" USING btree (lower("group_code"),"store_created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "orders_customer_search_trgm_idx" ON "orders" USING gin (lower("customer_first_name" || ' ' || "customer_last_name" || ' ' || "customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_student_name_trgm_idx" ON "orders" USING gin (lower("student_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "participants_group_email_key" ON "participants" USING btree ("group_id",lower("email"));--> statement-breakpoint
CREATE INDEX "store_handoffs_participant_idx" ON "store_handoffs" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_at_idx" ON "webhook_deliveries" USING btree ("received_at");