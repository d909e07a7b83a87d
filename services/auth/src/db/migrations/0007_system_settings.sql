CREATE TABLE "auth"."settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."system_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"platform_name" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"logo_file" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_user" text,
	"smtp_password_encrypted" text,
	"mail_from" text,
	"landing_page" text DEFAULT '/dashboard' NOT NULL,
	"week_starts_on" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_settings_one_row" CHECK ("auth"."system_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "settings_audit_area_idx" ON "auth"."settings_audit" USING btree ("area","id");