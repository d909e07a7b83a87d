CREATE TYPE "content"."request_status" AS ENUM('new', 'in_progress', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "content"."team_size" AS ENUM('1-5', '6-20', '21-50', '51-200', '200+');--> statement-breakpoint
CREATE TABLE "content"."inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"locale" "content"."locale" NOT NULL,
	"status" "content"."request_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content"."quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content"."quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"locale" "content"."locale" NOT NULL,
	"status" "content"."request_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"team_size" "content"."team_size" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "content"."inquiries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inquiries_email_created_idx" ON "content"."inquiries" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "content"."quotes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quotes_email_created_idx" ON "content"."quotes" USING btree ("email","created_at");