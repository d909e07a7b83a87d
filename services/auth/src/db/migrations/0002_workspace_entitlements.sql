ALTER TABLE "auth"."workspaces" ADD COLUMN "plan_limits" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."workspaces" ADD COLUMN "plan_features" text[];--> statement-breakpoint
ALTER TABLE "auth"."workspaces" ADD COLUMN "plan_revision" integer DEFAULT 0 NOT NULL;