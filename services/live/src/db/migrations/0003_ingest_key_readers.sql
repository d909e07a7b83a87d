CREATE TABLE "live"."ingest_key_readers" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"key_hash" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingest_key_readers_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
