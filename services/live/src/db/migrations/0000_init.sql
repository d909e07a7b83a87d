CREATE SCHEMA "live";
--> statement-breakpoint
CREATE TABLE "live"."dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live"."dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "live"."outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live"."outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "live"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "live"."destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live"."destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"server_url" text,
	"key_encrypted" text,
	"key_last4" text,
	"account_id" integer,
	"external_id" text,
	"encoding" jsonb,
	"state" text DEFAULT 'idle' NOT NULL,
	"reason" text,
	"reconnects" integer DEFAULT 0 NOT NULL,
	"bitrate_kbps" real,
	"fps" real,
	"dropped_frames" integer DEFAULT 0 NOT NULL,
	"network_health" jsonb,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live"."events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live"."events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"scheduled_start" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"record" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"source_event_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live"."ingest_keys" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"key_encrypted" text NOT NULL,
	"key_hash" text NOT NULL,
	"regenerated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live"."workspace_entitlements" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"entitlements" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live"."recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live"."recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" real,
	"media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live"."destinations" ADD CONSTRAINT "destinations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "live"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live"."recordings" ADD CONSTRAINT "recordings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "live"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "live"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "destinations_event_idx" ON "live"."destinations" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "events_workspace_idx" ON "live"."events" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "live"."events" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "ingest_keys_hash_unique" ON "live"."ingest_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_event_unique" ON "live"."recordings" USING btree ("event_id");