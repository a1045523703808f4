-- A family withdraws: a removed child's link keeps when it was withdrawn (the seller erased), a withdrawn parent
-- keeps the row only for the consent record (address cleared, so the inbox may sign in again as a new parent), and a
-- seller erasure records whether an administrator or a parent asked for it.
DROP INDEX "parents_group_email_key";--> statement-breakpoint
ALTER TABLE "family_children" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD COLUMN "erased_by_kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD COLUMN "erased_by_parent_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD CONSTRAINT "seller_erasures_erased_by_parent_id_parents_id_fk" FOREIGN KEY ("erased_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parents_group_email_key" ON "parents" USING btree ("group_id","email_key") WHERE "parents"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "seller_erasures" ADD CONSTRAINT "seller_erasures_erased_by_kind_known" CHECK ("seller_erasures"."erased_by_kind" in ('admin', 'parent'));