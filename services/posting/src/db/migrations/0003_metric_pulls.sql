CREATE TABLE "posting"."metric_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."metric_pulls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"scope" text NOT NULL,
	"workspace_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"post_id" integer,
	"target_id" integer,
	"external_id" text,
	"published_at" timestamp with time zone,
	"slot" text,
	"day" date,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "metric_calls_account_idx" ON "posting"."metric_calls" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "metric_calls_platform_idx" ON "posting"."metric_calls" USING btree ("platform","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_pulls_identity_unique" ON "posting"."metric_pulls" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "metric_pulls_due_idx" ON "posting"."metric_pulls" USING btree ("due_at") WHERE "posting"."metric_pulls"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "metric_pulls_target_idx" ON "posting"."metric_pulls" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "metric_pulls_account_idx" ON "posting"."metric_pulls" USING btree ("account_id","scope");