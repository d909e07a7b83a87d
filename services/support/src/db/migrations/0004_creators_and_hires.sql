CREATE TABLE "support"."creators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support"."creators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"networks" text[] NOT NULL,
	"portfolio" text[] NOT NULL,
	"rates" jsonb NOT NULL,
	"languages" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support"."hires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support"."hires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"client_user_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"creator_user_id" integer NOT NULL,
	"brief" text NOT NULL,
	"budget_amount" integer NOT NULL,
	"budget_currency" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
ALTER TABLE "support"."hires" ADD CONSTRAINT "hires_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "support"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creators_user_unique" ON "support"."creators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creators_status_idx" ON "support"."creators" USING btree ("status");--> statement-breakpoint
CREATE INDEX "creators_networks_idx" ON "support"."creators" USING gin ("networks");--> statement-breakpoint
CREATE INDEX "creators_languages_idx" ON "support"."creators" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "creators_name_idx" ON "support"."creators" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "hires_workspace_idx" ON "support"."hires" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "hires_creator_user_idx" ON "support"."hires" USING btree ("creator_user_id","id");