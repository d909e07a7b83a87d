CREATE TABLE "posting"."bulk_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"workspace_id" integer NOT NULL,
	"number" integer NOT NULL,
	"values" jsonb NOT NULL,
	"status" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_id" integer,
	"message" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting"."bulk_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"author_id" integer,
	"author_role" text,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"mode" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posting"."bulk_import_rows" ADD CONSTRAINT "bulk_import_rows_import_id_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "posting"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_import_rows_import_number_unique" ON "posting"."bulk_import_rows" USING btree ("import_id","number");--> statement-breakpoint
CREATE INDEX "bulk_import_rows_import_status_idx" ON "posting"."bulk_import_rows" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "bulk_import_rows_queued_idx" ON "posting"."bulk_import_rows" USING btree ("import_id","number") WHERE status = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_imports_workspace_hash_unique" ON "posting"."bulk_imports" USING btree ("workspace_id","file_hash");--> statement-breakpoint
CREATE INDEX "bulk_imports_running_idx" ON "posting"."bulk_imports" USING btree ("status");