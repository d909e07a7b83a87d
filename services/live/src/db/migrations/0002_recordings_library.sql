ALTER TABLE "live"."events" ADD COLUMN "save_to_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live"."recordings" ADD COLUMN "library_state" text;--> statement-breakpoint
ALTER TABLE "live"."recordings" ADD COLUMN "library_message" text;