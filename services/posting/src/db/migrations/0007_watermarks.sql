CREATE TABLE "posting"."posts_without_watermark" (
	"post_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."watermark_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"watermark_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."watermark_renders" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"watermark_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."watermarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_id" integer,
	"text" text,
	"color" text NOT NULL,
	"position" text NOT NULL,
	"margin" double precision NOT NULL,
	"scale" double precision NOT NULL,
	"opacity" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posting"."posts_without_watermark" ADD CONSTRAINT "posts_without_watermark_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posting"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting"."watermark_accounts" ADD CONSTRAINT "watermark_accounts_watermark_id_watermarks_id_fk" FOREIGN KEY ("watermark_id") REFERENCES "posting"."watermarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting"."watermark_renders" ADD CONSTRAINT "watermark_renders_target_id_post_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "posting"."post_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watermark_accounts_watermark_idx" ON "posting"."watermark_accounts" USING btree ("watermark_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watermark_renders_target_media_unique" ON "posting"."watermark_renders" USING btree ("target_id","media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watermarks_workspace_name_unique" ON "posting"."watermarks" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "watermarks_workspace_idx" ON "posting"."watermarks" USING btree ("workspace_id");