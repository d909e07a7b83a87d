ALTER TABLE "support"."tickets" ADD COLUMN "nonprofit_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support"."tickets" ADD COLUMN "nonprofit_approved_by" integer;