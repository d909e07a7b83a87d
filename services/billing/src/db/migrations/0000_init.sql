CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE TYPE "billing"."checkout_status" AS ENUM('open', 'completed', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "billing"."discount_type" AS ENUM('fixed', 'percentage', 'free_trial');--> statement-breakpoint
CREATE TYPE "billing"."billing_interval" AS ENUM('monthly', 'annual');--> statement-breakpoint
CREATE TYPE "billing"."payment_method" AS ENUM('card', 'paypal');--> statement-breakpoint
CREATE TYPE "billing"."payment_status" AS ENUM('active', 'pending', 'declined', 'refunded');--> statement-breakpoint
CREATE TYPE "billing"."plan_key" AS ENUM('creator', 'traction', 'scale', 'advanced', 'enterprise');--> statement-breakpoint
CREATE TYPE "billing"."plan_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "billing"."subscription_provider" AS ENUM('stripe', 'paypal', 'trial', 'staff');--> statement-breakpoint
CREATE TYPE "billing"."subscription_status" AS ENUM('trial', 'active', 'past_due', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "billing"."sync_status" AS ENUM('synced', 'pending', 'failed', 'disabled');--> statement-breakpoint
CREATE TABLE "billing"."accounts" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_email" text DEFAULT '' NOT NULL,
	"stripe_customer_id" text,
	"nonprofit" boolean DEFAULT false NOT NULL,
	"nonprofit_note" text,
	"nonprofit_granted_by" integer,
	"entitlements_revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"interval" "billing"."billing_interval" NOT NULL,
	"method" "billing"."payment_method" NOT NULL,
	"coupon_id" integer,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "billing"."checkout_status" DEFAULT 'open' NOT NULL,
	"provider_ref" text,
	"failed_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" "billing"."discount_type" NOT NULL,
	"discount_value" integer NOT NULL,
	"max_usage" integer NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"expiration_date" timestamp with time zone,
	"status" boolean DEFAULT true NOT NULL,
	"plans" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replayed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "dead_letters_consumer_event_unique" UNIQUE("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"subscription_id" integer,
	"plan_id" integer,
	"interval" "billing"."billing_interval",
	"amount_paid" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" "billing"."payment_method" NOT NULL,
	"status" "billing"."payment_status" NOT NULL,
	"failed_reason" text,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" "billing"."plan_key" NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price_monthly" integer NOT NULL,
	"price_annually" integer NOT NULL,
	"status" "billing"."plan_status" DEFAULT 'active' NOT NULL,
	"limits" jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stripe_sync" "billing"."sync_status" DEFAULT 'pending' NOT NULL,
	"stripe_product_id" text,
	"stripe_monthly_price_id" text,
	"stripe_annual_price_id" text,
	"paypal_sync" "billing"."sync_status" DEFAULT 'pending' NOT NULL,
	"paypal_product_id" text,
	"paypal_monthly_plan_id" text,
	"paypal_annual_plan_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing"."subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"interval" "billing"."billing_interval" NOT NULL,
	"status" "billing"."subscription_status" NOT NULL,
	"provider" "billing"."subscription_provider" NOT NULL,
	"provider_subscription_id" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"coupon_id" integer,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone,
	"scheduled_kind" text,
	"scheduled_plan_id" integer,
	"scheduled_interval" "billing"."billing_interval",
	"provider_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing"."checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."checkouts" ADD CONSTRAINT "checkouts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "billing"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "billing"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscriptions" ADD CONSTRAINT "subscriptions_workspace_id_accounts_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "billing"."accounts"("workspace_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "billing"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "billing"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscriptions" ADD CONSTRAINT "subscriptions_scheduled_plan_id_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "billing"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_ref_unique" ON "billing"."checkouts" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "checkouts_workspace_idx" ON "billing"."checkouts" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "billing"."coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "billing"."outbox" USING btree ("id") WHERE published_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_unique" ON "billing"."payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_workspace_idx" ON "billing"."payments" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "billing"."payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_unique" ON "billing"."plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "plans_created_at_idx" ON "billing"."plans" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_workspace_unique" ON "billing"."subscriptions" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_unique" ON "billing"."subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "billing"."subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "billing"."subscriptions" USING btree ("current_period_end");