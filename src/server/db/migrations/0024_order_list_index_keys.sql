-- A deep page of an order list finds its first order from the list index alone, then reads its rows from there
-- (pageOrders in orders/queries.ts). The index-only scan needs every column the list filters on in the index:
-- each list index gets the columns its lists filter on after the id, which changes no order (the id is unique), so
-- every query that walked these indexes walks them as before. The group code index holds the code itself as well:
-- the planner reads a row from an index alone only when the index holds each column the query names.
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_group_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_group_code_created_idx";--> statement-breakpoint
DROP INDEX "orders_team_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deleted_at","status","source");--> statement-breakpoint
CREATE INDEX "orders_group_created_idx" ON "orders" USING btree ("group_id","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deleted_at","is_test","status","source");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deleted_at");--> statement-breakpoint
CREATE INDEX "orders_group_code_created_idx" ON "orders" USING btree (lower("group_code"),"store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deleted_at","group_code");--> statement-breakpoint
CREATE INDEX "orders_team_created_idx" ON "orders" USING btree ("team_id","store_created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deleted_at","is_test","group_id") WHERE "orders"."team_id" is not null;