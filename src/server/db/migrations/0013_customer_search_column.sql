-- A buyer name search reads one stored column (the full name and the e-mail on two lines) instead of building
-- the text for every candidate row. Adding it rewrites the orders table once (14 s at a million orders on a 2-core machine).
DROP INDEX "orders_customer_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_search" text GENERATED ALWAYS AS (lower(customer_first_name || ' ' || customer_last_name) || chr(10) || lower(customer_email)) STORED;--> statement-breakpoint
CREATE INDEX "orders_customer_search_trgm_idx" ON "orders" USING gin ("customer_search" gin_trgm_ops);