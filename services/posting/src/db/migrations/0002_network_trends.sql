CREATE TABLE "posting"."network_trends" (
	"workspace_id" integer NOT NULL,
	"network" text NOT NULL,
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"error" text,
	CONSTRAINT "network_trends_workspace_id_network_pk" PRIMARY KEY("workspace_id","network")
);
--> statement-breakpoint
CREATE INDEX "network_trends_attempted_idx" ON "posting"."network_trends" USING btree ("attempted_at");