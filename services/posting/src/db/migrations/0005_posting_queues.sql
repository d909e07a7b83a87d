CREATE TABLE "posting"."posting_queues" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posting"."post_targets" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posting_queues_workspace_idx" ON "posting"."posting_queues" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_targets_account_slot_unique" ON "posting"."post_targets" USING btree ("account_id","scheduled_at") WHERE scheduled_at is not null;