CREATE TABLE "seller_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid,
	"group_id" uuid,
	"seller_initials" text NOT NULL,
	"erased_by_admin_id" uuid,
	"erased_by_name" text NOT NULL,
	"orders_updated" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD CONSTRAINT "seller_erasures_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD CONSTRAINT "seller_erasures_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD CONSTRAINT "seller_erasures_erased_by_admin_id_admins_id_fk" FOREIGN KEY ("erased_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_erasures_participant_idx" ON "seller_erasures" USING btree ("participant_id","erased_at");--> statement-breakpoint
CREATE INDEX "orders_personal_data_campaign_idx" ON "orders" USING btree ("campaign_id") WHERE customer_email <> '' or student_email <> '' or shipping_address1 <> '' or shipping_address2 <> '' or shipping_city <> '' or shipping_province <> '' or shipping_zip <> '';