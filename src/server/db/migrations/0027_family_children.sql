CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"added_by_parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_handoffs" DROP CONSTRAINT "store_handoffs_source_known";--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "last_sign_in_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_children" ADD CONSTRAINT "family_children_added_by_parent_id_parents_id_fk" FOREIGN KEY ("added_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "families_group_idx" ON "families" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_children_seller_key" ON "family_children" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "family_children_family_idx" ON "family_children" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "family_children_consent_idx" ON "family_children" USING btree ("consent_id");--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_subscriptions_parent_idx" ON "mail_subscriptions" USING btree ("parent_id") WHERE "mail_subscriptions"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "parents_family_idx" ON "parents" USING btree ("family_id") WHERE "parents"."family_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_waiting_key" ON "sellers" USING btree ("group_id",coalesce("team_id"::text, ''),lower(btrim("first_name"))) WHERE "sellers"."waiting";--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_source_known" CHECK ("store_handoffs"."source" in ('seller', 'share_link', 'family'));