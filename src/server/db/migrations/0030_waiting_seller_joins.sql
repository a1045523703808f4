ALTER TABLE "order_attribution_changes" DROP CONSTRAINT "order_attribution_changes_kind";--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD COLUMN "changed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "order_attribution_changes" ADD CONSTRAINT "order_attribution_changes_kind" CHECK ("order_attribution_changes"."changed_by_kind" in ('admin', 'store', 'coordinator', 'parent'));