ALTER TABLE "analytics"."report_schedules" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics"."reports" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;