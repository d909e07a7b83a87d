CREATE TABLE "ai"."prompt_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai"."prompt_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai"."prompt_template_categories" (
	"template_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "prompt_template_categories_template_id_category_id_pk" PRIMARY KEY("template_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "ai"."prompt_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai"."prompt_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai"."seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai"."usage_months" (
	"workspace_id" integer NOT NULL,
	"month" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"tokens_in" bigint DEFAULT 0 NOT NULL,
	"tokens_out" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_months_month_workspace_id_pk" PRIMARY KEY("month","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "ai"."workspace_entitlements" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"entitlements" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai"."prompt_template_categories" ADD CONSTRAINT "prompt_template_categories_template_id_prompt_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "ai"."prompt_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai"."prompt_template_categories" ADD CONSTRAINT "prompt_template_categories_category_id_prompt_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "ai"."prompt_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_categories_workspace_idx" ON "ai"."prompt_categories" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "prompt_template_categories_category_idx" ON "ai"."prompt_template_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "prompt_templates_workspace_idx" ON "ai"."prompt_templates" USING btree ("workspace_id","id");