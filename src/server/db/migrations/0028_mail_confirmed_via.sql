ALTER TABLE "mail_subscriptions" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
UPDATE "mail_subscriptions" SET "confirmed_via" = 'link' WHERE "confirmed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_subscriptions" ADD CONSTRAINT "mail_subscriptions_confirmed_via_known" CHECK ("mail_subscriptions"."confirmed_via" is null or "mail_subscriptions"."confirmed_via" in ('link', 'family_sign_in'));
