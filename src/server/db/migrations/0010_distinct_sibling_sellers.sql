-- A seller is the group, the e-mail and the name (trimmed, case-insensitive): siblings who log in with a parent's
-- e-mail are two sellers, and a login never renames another seller. Every existing row already differs from the
-- others of its group by e-mail, so it stays the seller it was, with its orders and hand-offs. Sellers whose
-- e-mail was erased ('') are left out of the key and never collide.
ALTER TABLE "participants" ADD COLUMN "token_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_group_email_name_key" ON "participants" USING btree ("group_id",lower("email"),lower(btrim("name"))) WHERE "participants"."email" <> '';--> statement-breakpoint
DROP INDEX "participants_group_email_key";
