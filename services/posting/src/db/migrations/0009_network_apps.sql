CREATE TABLE "posting"."network_apps" (
	"app" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"secret_last4" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "settings_audit_area_idx" ON "posting"."settings_audit" USING btree ("area","id");