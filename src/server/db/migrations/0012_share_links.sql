CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD COLUMN "source" text DEFAULT 'seller' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_key" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_active_key" ON "share_links" USING btree ("participant_id","campaign_id") WHERE "share_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "share_links_campaign_idx" ON "share_links" USING btree ("campaign_id","group_id");--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_handoffs_share_link_idx" ON "store_handoffs" USING btree ("share_link_id") WHERE "store_handoffs"."share_link_id" is not null;--> statement-breakpoint
ALTER TABLE "store_handoffs" ADD CONSTRAINT "store_handoffs_source_known" CHECK ("store_handoffs"."source" in ('seller', 'share_link'));