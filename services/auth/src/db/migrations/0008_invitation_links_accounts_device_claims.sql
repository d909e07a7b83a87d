CREATE TABLE "auth"."workspace_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."invitations" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "auth"."extension_codes" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
CREATE INDEX "workspace_accounts_workspace_idx" ON "auth"."workspace_accounts" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "auth"."extension_codes" ADD CONSTRAINT "extension_codes_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- API keys die with their owner's access: keys of owners already banned or disabled, or no
-- longer members of the key's workspace, are revoked now (later ones are revoked as it happens).
UPDATE "auth"."api_keys" AS k SET "revoked_at" = now()
WHERE k."revoked_at" IS NULL
  AND (
    EXISTS (SELECT 1 FROM "auth"."users" u WHERE u."id" = k."created_by" AND u."status" <> 'active')
    OR NOT EXISTS (SELECT 1 FROM "auth"."workspace_members" m WHERE m."workspace_id" = k."workspace_id" AND m."user_id" = k."created_by")
  );
