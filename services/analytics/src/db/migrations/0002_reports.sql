CREATE TABLE "analytics"."mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics"."report_branding" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."report_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"frequency" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"account_ids" jsonb NOT NULL,
	"networks" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"last_period" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"account_ids" jsonb NOT NULL,
	"networks" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"branded" boolean DEFAULT false NOT NULL,
	"schedule_id" integer,
	"period" text,
	"pdf" "bytea" NOT NULL,
	"csv" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics"."report_links" ADD CONSTRAINT "report_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "analytics"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics"."reports" ADD CONSTRAINT "reports_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "analytics"."report_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_pending_idx" ON "analytics"."mails" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "report_links_report_idx" ON "analytics"."report_links" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_schedules_workspace_idx" ON "analytics"."report_schedules" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "reports_workspace_idx" ON "analytics"."reports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_schedule_period_idx" ON "analytics"."reports" USING btree ("schedule_id","period");