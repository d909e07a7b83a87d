CREATE TABLE "notifications"."monitoring_thresholds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications"."monitoring_thresholds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"metric" text NOT NULL,
	"service" text NOT NULL,
	"limit" double precision NOT NULL,
	"state" text DEFAULT 'unknown' NOT NULL,
	"value" double precision,
	"checked_at" timestamp with time zone,
	"crossed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_thresholds_limit_check" CHECK ("notifications"."monitoring_thresholds"."limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications"."monitoring_watchers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_thresholds_metric_service_idx" ON "notifications"."monitoring_thresholds" USING btree ("metric","service");