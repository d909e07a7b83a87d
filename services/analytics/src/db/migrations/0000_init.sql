CREATE SCHEMA "analytics";
--> statement-breakpoint
CREATE TABLE "analytics"."accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"connected_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."daily_rollups" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"workspace_id" integer NOT NULL,
	"network" text NOT NULL,
	"value" double precision NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "daily_rollups_account_id_day_metric_pk" PRIMARY KEY("account_id","day","metric")
);
--> statement-breakpoint
CREATE TABLE "analytics"."dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replayed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "dead_letters_consumer_event_unique" UNIQUE("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "analytics"."metric_points" (
	"pull_key" text NOT NULL,
	"metric" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"workspace_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"subject" text NOT NULL,
	"target_id" integer,
	"value" double precision,
	"unavailable" text,
	"event_id" uuid NOT NULL,
	CONSTRAINT "metric_points_pull_key_metric_slot_at_pk" PRIMARY KEY("pull_key","metric","slot_at")
) PARTITION BY RANGE ("slot_at");
--> statement-breakpoint
CREATE TABLE "analytics"."outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "analytics"."post_metrics" (
	"target_id" integer PRIMARY KEY NOT NULL,
	"post_id" integer,
	"workspace_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"url" text,
	"metrics" jsonb NOT NULL,
	"unavailable" jsonb NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"collected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."posts" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"excerpt" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "analytics"."target_activity" (
	"target_id" integer PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"network" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"url" text,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "analytics"."unavailable_metrics" (
	"account_id" integer NOT NULL,
	"metric" text NOT NULL,
	"workspace_id" integer NOT NULL,
	"network" text NOT NULL,
	"message" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "unavailable_metrics_account_id_metric_pk" PRIMARY KEY("account_id","metric")
);
--> statement-breakpoint
CREATE TABLE "analytics"."workspace_entitlements" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"entitlements" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "accounts_workspace_idx" ON "analytics"."accounts" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "daily_rollups_workspace_idx" ON "analytics"."daily_rollups" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE INDEX "metric_points_account_idx" ON "analytics"."metric_points" USING btree ("account_id","slot_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "analytics"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "post_metrics_workspace_idx" ON "analytics"."post_metrics" USING btree ("workspace_id","published_at");--> statement-breakpoint
CREATE INDEX "posts_workspace_idx" ON "analytics"."posts" USING btree ("workspace_id","published_at");--> statement-breakpoint
CREATE INDEX "target_activity_workspace_at_idx" ON "analytics"."target_activity" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE INDEX "target_activity_at_idx" ON "analytics"."target_activity" USING btree ("at");--> statement-breakpoint
CREATE INDEX "unavailable_metrics_workspace_idx" ON "analytics"."unavailable_metrics" USING btree ("workspace_id");--> statement-breakpoint
-- The monthly partition of metric_points holding `day` (UTC months), created when missing.
CREATE FUNCTION "analytics"."ensure_metric_partition"(day timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', day AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  partition_name text := 'metric_points_' || to_char(day AT TIME ZONE 'UTC', 'YYYY_MM');
BEGIN
  IF to_regclass('analytics.' || partition_name) IS NULL THEN
    BEGIN
      EXECUTE format(
        'CREATE TABLE analytics.%I PARTITION OF analytics.metric_points FOR VALUES FROM (%L) TO (%L)',
        partition_name, month_start, month_start + interval '1 month'
      );
    EXCEPTION WHEN duplicate_table THEN
      NULL;
    END;
  END IF;
  RETURN partition_name;
END;
$$;
--> statement-breakpoint
SELECT "analytics"."ensure_metric_partition"(now() + make_interval(months => m)) FROM generate_series(-1, 3) AS m;
