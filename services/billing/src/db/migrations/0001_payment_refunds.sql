ALTER TABLE "billing"."payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing"."payments" ADD COLUMN "refunded_by" integer;