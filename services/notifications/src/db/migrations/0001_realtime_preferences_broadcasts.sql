CREATE TABLE "notifications"."broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "broadcast_recipients_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications"."broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications"."broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by" integer NOT NULL,
	"audience" text NOT NULL,
	"user_id" integer,
	"plan" text,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"delivered_in_app" integer DEFAULT 0 NOT NULL,
	"delivered_email" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications"."preferences" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications"."push_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications"."push_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."recipients" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "broadcasts_pending_idx" ON "notifications"."broadcasts" USING btree ("id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "recipients_email_idx" ON "notifications"."recipients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "recipients_plans_idx" ON "notifications"."recipients" USING gin ("plans");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications"."notifications" USING btree ("user_id") WHERE is_read = false;