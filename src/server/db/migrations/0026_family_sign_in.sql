CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"email" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_notices_language_known" CHECK ("family_notices"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "family_sign_in_links_language_known" CHECK ("family_sign_in_links"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parents_language_known" CHECK ("parents"."language" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "seller_sign_in" text DEFAULT 'students' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_notice_id_family_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."family_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_notices" ADD CONSTRAINT "family_notices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sessions" ADD CONSTRAINT "family_sessions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sign_in_links" ADD CONSTRAINT "family_sign_in_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_parent_idx" ON "consents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "consents_notice_idx" ON "consents" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_notices_group_version_key" ON "family_notices" USING btree ("group_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "family_sessions_token_hash_key" ON "family_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_sessions_parent_idx" ON "family_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_sign_in_links_token_hash_key" ON "family_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_sign_in_links_group_email_idx" ON "family_sign_in_links" USING btree ("group_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_group_email_key" ON "parents" USING btree ("group_id","email_key");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_seller_sign_in_known" CHECK ("groups"."seller_sign_in" in ('students', 'families'));