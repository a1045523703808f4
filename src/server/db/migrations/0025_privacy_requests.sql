-- The store's privacy requests (customers/data_request): who asked, which orders, when, and when an administrator
-- sent the answer. What the portal holds about the buyer is read from the orders, never copied here.
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_request_id" text NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"orders_requested" text[] DEFAULT '{}'::text[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_store_request_id_key" ON "privacy_requests" USING btree ("store_request_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("received_at") WHERE "privacy_requests"."completed_at" is null;