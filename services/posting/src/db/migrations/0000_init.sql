CREATE SCHEMA "posting";
--> statement-breakpoint
CREATE TABLE "posting"."dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting"."dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "posting"."outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting"."outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "posting"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "posting"."workspace_approvers" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_approvers_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posting"."oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"account_id" integer,
	"code_verifier_encrypted" text,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."profile_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"account_id" integer,
	"payload_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"avatar_url" text,
	"access_token_encrypted" text,
	"refresh_token_encrypted" text,
	"token_extra_encrypted" text,
	"token_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"tokens_refreshed_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"last_error" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."publish_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "posting"."workspace_entitlements" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"entitlements" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."account_group_members" (
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "account_group_members_group_id_account_id_pk" PRIMARY KEY("group_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "posting"."account_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."media_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"alt_text" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" double precision,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."media_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."users" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"source_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."post_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"platform" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"media_ids" integer[],
	"first_comment" text,
	"thread" jsonb,
	"settings" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"open_attempt_at" timestamp with time zone,
	"external_id" text,
	"url" text,
	"related" jsonb,
	"error_message" text,
	"error_body" jsonb,
	"published_at" timestamp with time zone,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"media_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"first_comment" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scheduled_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"review" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posting"."account_group_members" ADD CONSTRAINT "account_group_members_group_id_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "posting"."account_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting"."media_folders" ADD CONSTRAINT "media_folders_parent_id_media_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "posting"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting"."media_items" ADD CONSTRAINT "media_items_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "posting"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting"."post_targets" ADD CONSTRAINT "post_targets_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posting"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "posting"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "posting"."oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "profile_selections_expires_idx" ON "posting"."profile_selections" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_workspace_profile_unique" ON "posting"."social_accounts" USING btree ("workspace_id","type","external_id");--> statement-breakpoint
CREATE INDEX "social_accounts_workspace_status_idx" ON "posting"."social_accounts" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "social_accounts_refresh_due_idx" ON "posting"."social_accounts" USING btree ("token_expires_at") WHERE "posting"."social_accounts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "publish_attempts_target_idx" ON "posting"."publish_attempts" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "publish_attempts_account_idx" ON "posting"."publish_attempts" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "publish_attempts_platform_idx" ON "posting"."publish_attempts" USING btree ("platform","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_groups_workspace_name_unique" ON "posting"."account_groups" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "account_groups_workspace_idx" ON "posting"."account_groups" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_folders_name_unique" ON "posting"."media_folders" USING btree ("workspace_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "media_folders_parent_idx" ON "posting"."media_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_content_unique" ON "posting"."media_items" USING btree ("workspace_id","sha256");--> statement-breakpoint
CREATE INDEX "media_items_workspace_created_idx" ON "posting"."media_items" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "media_items_folder_idx" ON "posting"."media_items" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "media_items_tags_idx" ON "posting"."media_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "post_targets_post_idx" ON "posting"."post_targets" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "post_targets_account_idx" ON "posting"."post_targets" USING btree ("workspace_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_targets_idempotency_key_unique" ON "posting"."post_targets" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "post_targets_post_account_unique" ON "posting"."post_targets" USING btree ("post_id","account_id");--> statement-breakpoint
CREATE INDEX "post_targets_due_idx" ON "posting"."post_targets" USING btree ("next_attempt_at") WHERE status in ('pending', 'waiting');--> statement-breakpoint
CREATE INDEX "post_targets_lease_idx" ON "posting"."post_targets" USING btree ("lease_until") WHERE status = 'publishing';--> statement-breakpoint
CREATE INDEX "posts_workspace_scheduled_idx" ON "posting"."posts" USING btree ("workspace_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "posts_author_scheduled_idx" ON "posting"."posts" USING btree ("author_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "posts_status_idx" ON "posting"."posts" USING btree ("status");