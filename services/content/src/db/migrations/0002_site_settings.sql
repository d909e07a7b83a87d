CREATE TABLE "content"."settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"contact_email" text,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("content"."site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "settings_audit_area_idx" ON "content"."settings_audit" USING btree ("area","id");