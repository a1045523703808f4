CREATE TABLE "replaced_seller_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "seller_code" text;--> statement-breakpoint
ALTER TABLE "replaced_seller_codes" ADD CONSTRAINT "replaced_seller_codes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replaced_seller_codes_seller_idx" ON "replaced_seller_codes" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_seller_code_key" ON "sellers" USING btree ("seller_code");