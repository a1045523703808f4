-- Retention erases order notes too: the partial index that finds orders still holding personal data holds
-- those with only a note, so one indexed pass per run finds them, campaign-less orders included (null campaign).
DROP INDEX "orders_personal_data_campaign_idx";--> statement-breakpoint
CREATE INDEX "orders_personal_data_campaign_idx" ON "orders" USING btree ("campaign_id") WHERE customer_email <> '' or student_email <> '' or shipping_address1 <> '' or shipping_address2 <> '' or shipping_city <> '' or shipping_province <> '' or shipping_zip <> '' or note <> '';