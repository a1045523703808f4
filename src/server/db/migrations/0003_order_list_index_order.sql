DROP INDEX "orders_store_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_group_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_group_code_lower_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_group_created_idx" ON "orders" USING btree ("group_id","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_group_code_created_idx" ON "orders" USING btree (lower("group_code"),"store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);