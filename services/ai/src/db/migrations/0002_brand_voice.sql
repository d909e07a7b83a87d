CREATE TABLE "ai"."brand_voices" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"voice" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
