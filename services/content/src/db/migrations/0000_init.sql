CREATE SCHEMA "content";
--> statement-breakpoint
CREATE TYPE "content"."email_status" AS ENUM('unverified', 'verified', 'bounced');--> statement-breakpoint
CREATE TYPE "content"."locale" AS ENUM('en', 'fr', 'ro', 'zh');--> statement-breakpoint
CREATE TYPE "content"."page_status" AS ENUM('published', 'disable');--> statement-breakpoint
CREATE TYPE "content"."subscriber_status" AS ENUM('subscribed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "content"."dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "content"."faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" "content"."locale" NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "content"."pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"locale" "content"."locale" NOT NULL,
	"title" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"status" "content"."page_status" DEFAULT 'disable' NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "content"."seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"status" "content"."subscriber_status" DEFAULT 'subscribed' NOT NULL,
	"email_status" "content"."email_status" DEFAULT 'unverified' NOT NULL,
	"locale" "content"."locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locale" "content"."locale" NOT NULL,
	"author" text NOT NULL,
	"role" text,
	"text" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_entries_locale_position_idx" ON "content"."faq_entries" USING btree ("locale","position");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "content"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_locale_unique" ON "content"."pages" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "pages_created_at_idx" ON "content"."pages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_unique" ON "content"."subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscribers_created_at_idx" ON "content"."subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "testimonials_locale_position_idx" ON "content"."testimonials" USING btree ("locale","position");