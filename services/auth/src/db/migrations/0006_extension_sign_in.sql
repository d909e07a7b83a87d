CREATE TABLE "auth"."extension_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth"."extension_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"device_secret_hash" text NOT NULL,
	"device_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_polled_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extension_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "extension_codes_device_secret_hash_unique" UNIQUE("device_secret_hash")
);
--> statement-breakpoint
ALTER TABLE "auth"."extension_codes" ADD CONSTRAINT "extension_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_codes_expires_idx" ON "auth"."extension_codes" USING btree ("expires_at");