CREATE INDEX "orders_participant_idx" ON "orders" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "orders_handoff_idx" ON "orders" USING btree ("handoff_id");