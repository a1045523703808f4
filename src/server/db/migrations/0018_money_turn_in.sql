CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"cash_cents" bigint NOT NULL,
	"check_cents" bigint NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_kind" text NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_name" text DEFAULT '' NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by_name" text DEFAULT '' NOT NULL,
	"reopen_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "deposits_amounts_non_negative" CHECK ("deposits"."cash_cents" >= 0 and "deposits"."check_cents" >= 0),
	CONSTRAINT "deposits_created_by_kind" CHECK ("deposits"."created_by_kind" in ('admin', 'coordinator'))
);
--> statement-breakpoint
CREATE TABLE "money_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by_kind" text NOT NULL,
	"changed_by_id" uuid,
	"changed_by_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_changes_subject_known" CHECK ("money_changes"."subject" in ('turn_in', 'deposit')),
	CONSTRAINT "money_changes_action_known" CHECK ("money_changes"."action" in ('recorded', 'corrected', 'voided', 'deposited', 'reopened', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "money_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"seller_id" uuid,
	"seller_name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"check_number" text DEFAULT '' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"paper_order_id" uuid,
	"turn_in_id" uuid,
	"deposit_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "money_items_kind_known" CHECK ("money_items"."kind" in ('cash', 'check')),
	CONSTRAINT "money_items_amount_positive" CHECK ("money_items"."amount_cents" > 0),
	CONSTRAINT "money_items_one_source" CHECK (("money_items"."paper_order_id" is null) <> ("money_items"."turn_in_id" is null))
);
--> statement-breakpoint
CREATE TABLE "turn_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"seller_id" uuid,
	"seller_name" text NOT NULL,
	"cash_cents" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_kind" text NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaces_id" uuid,
	"voided_at" timestamp with time zone,
	"voided_by_name" text DEFAULT '' NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "turn_ins_cash_non_negative" CHECK ("turn_ins"."cash_cents" >= 0),
	CONSTRAINT "turn_ins_recorded_by_kind" CHECK ("turn_ins"."recorded_by_kind" in ('admin', 'coordinator'))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_paper_order_id_orders_id_fk" FOREIGN KEY ("paper_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_turn_in_id_turn_ins_id_fk" FOREIGN KEY ("turn_in_id") REFERENCES "public"."turn_ins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_items" ADD CONSTRAINT "money_items_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_ins" ADD CONSTRAINT "turn_ins_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_ins" ADD CONSTRAINT "turn_ins_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_ins" ADD CONSTRAINT "turn_ins_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_campaign_idx" ON "deposits" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "money_changes_subject_idx" ON "money_changes" USING btree ("subject_id","changed_at");--> statement-breakpoint
CREATE INDEX "money_changes_campaign_idx" ON "money_changes" USING btree ("campaign_id","changed_at");--> statement-breakpoint
CREATE INDEX "money_items_campaign_idx" ON "money_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "money_items_paper_order_idx" ON "money_items" USING btree ("paper_order_id") WHERE "money_items"."paper_order_id" is not null;--> statement-breakpoint
CREATE INDEX "money_items_turn_in_idx" ON "money_items" USING btree ("turn_in_id") WHERE "money_items"."turn_in_id" is not null;--> statement-breakpoint
CREATE INDEX "money_items_deposit_idx" ON "money_items" USING btree ("deposit_id") WHERE "money_items"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "turn_ins_campaign_idx" ON "turn_ins" USING btree ("campaign_id","recorded_at");--> statement-breakpoint
-- Payments written on paper orders entered before this migration are money received with their order.
INSERT INTO money_items (group_id, campaign_id, seller_id, seller_name, kind, amount_cents, check_number, payer_name,
                         paper_order_id, received_at, voided_at)
SELECT o.group_id, p.campaign_id, o.seller_id, o.seller_name, p.payment_method, p.payment_cents, p.check_number,
       btrim(o.buyer_first_name || ' ' || o.buyer_last_name), o.id, p.created_at, p.voided_at
FROM paper_orders p
JOIN orders o ON o.id = p.order_id
WHERE p.payment_method IN ('cash', 'check') AND p.payment_cents > 0 AND o.group_id IS NOT NULL;
