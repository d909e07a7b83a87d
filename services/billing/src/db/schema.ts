import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BILLING_INTERVALS,
  CHECKOUT_STATUSES,
  DISCOUNT_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_SYNC_STATUSES,
  PLAN_KEYS,
  PLAN_STATUSES,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type PlanFeatureItem,
  type PlanLimits,
} from '@cadence/contracts';
import { eventTables } from '@cadence/events';

/** The billing service's PostgreSQL schema. */
export const billingSchema = pgSchema('billing');

/** Outbox and handled-event tables of the billing service. */
export const billingEvents = eventTables('billing');
export const { outbox, processedEvents, deadLetters } = billingEvents;

export const planKeyEnum = billingSchema.enum('plan_key', PLAN_KEYS);
export const planStatusEnum = billingSchema.enum('plan_status', PLAN_STATUSES);
export const syncStatusEnum = billingSchema.enum('sync_status', PAYMENT_SYNC_STATUSES);
export const intervalEnum = billingSchema.enum('billing_interval', BILLING_INTERVALS);
export const discountTypeEnum = billingSchema.enum('discount_type', DISCOUNT_TYPES);
export const subscriptionStatusEnum = billingSchema.enum('subscription_status', SUBSCRIPTION_STATUSES);
export const subscriptionProviderEnum = billingSchema.enum('subscription_provider', SUBSCRIPTION_PROVIDERS);
export const paymentMethodEnum = billingSchema.enum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = billingSchema.enum('payment_status', PAYMENT_STATUSES);
export const checkoutStatusEnum = billingSchema.enum('checkout_status', CHECKOUT_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Seed items applied once (by key), so a restart never brings back what staff changed or deleted. */
export const seedLog = billingSchema.table('seed_log', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One billing account per workspace: who to tell, the provider customer, the nonprofit grant, the entitlements revision. */
export const accounts = billingSchema.table('accounts', {
  workspaceId: integer('workspace_id').primaryKey(),
  ownerUserId: integer('owner_user_id').notNull(),
  ownerName: text('owner_name').notNull().default(''),
  ownerEmail: text('owner_email').notNull().default(''),
  stripeCustomerId: text('stripe_customer_id'),
  nonprofit: boolean('nonprofit').notNull().default(false),
  nonprofitNote: text('nonprofit_note'),
  nonprofitGrantedBy: integer('nonprofit_granted_by'),
  entitlementsRevision: integer('entitlements_revision').notNull().default(0),
  ...timestamps,
});

export const plans = billingSchema.table(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: planKeyEnum('key').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('EUR'),
    priceMonthly: integer('price_monthly').notNull(),
    priceAnnually: integer('price_annually').notNull(),
    status: planStatusEnum('status').notNull().default('active'),
    /** aiGenerationsPerMonth may be absent (plans saved before it existed): their tier's catalogue figure applies. */
    limits: jsonb('limits').$type<Omit<PlanLimits, 'aiGenerationsPerMonth'> & Partial<Pick<PlanLimits, 'aiGenerationsPerMonth'>>>().notNull(),
    features: jsonb('features').$type<PlanFeatureItem[]>().notNull().default([]),
    stripeSync: syncStatusEnum('stripe_sync').notNull().default('pending'),
    stripeProductId: text('stripe_product_id'),
    stripeMonthlyPriceId: text('stripe_monthly_price_id'),
    stripeAnnualPriceId: text('stripe_annual_price_id'),
    paypalSync: syncStatusEnum('paypal_sync').notNull().default('pending'),
    paypalProductId: text('paypal_product_id'),
    paypalMonthlyPlanId: text('paypal_monthly_plan_id'),
    paypalAnnualPlanId: text('paypal_annual_plan_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('plans_name_unique').on(sql`lower(${t.name})`), index('plans_created_at_idx').on(t.createdAt)],
);

export const coupons = billingSchema.table(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper-case: codes compare without regard to case. */
    code: text('code').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    discountValue: integer('discount_value').notNull(),
    maxUsage: integer('max_usage').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    status: boolean('status').notNull().default(true),
    plans: integer('plans').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** The workspace's one current subscription (a new checkout replaces it). */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => accounts.workspaceId),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    interval: intervalEnum('interval').notNull(),
    status: subscriptionStatusEnum('status').notNull(),
    provider: subscriptionProviderEnum('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    scheduledKind: text('scheduled_kind', { enum: ['downgrade', 'cancel', 'approval'] }),
    scheduledPlanId: integer('scheduled_plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    scheduledInterval: intervalEnum('scheduled_interval'),
    /** The provider's time of the last state applied: an older notification changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_workspace_unique').on(t.workspaceId),
    uniqueIndex('subscriptions_provider_ref_unique').on(t.providerSubscriptionId),
    index('subscriptions_plan_idx').on(t.planId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
  ],
);

export const checkouts = billingSchema.table(
  'checkouts',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    interval: intervalEnum('interval').notNull(),
    method: paymentMethodEnum('method').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    /** Stripe checkout session id or PayPal subscription id. */
    providerRef: text('provider_ref'),
    failedReason: text('failed_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('checkouts_provider_ref_unique').on(t.providerRef), index('checkouts_workspace_idx').on(t.workspaceId)],
);

export const payments = billingSchema.table(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    interval: intervalEnum('interval'),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    status: paymentStatusEnum('status').notNull(),
    failedReason: text('failed_reason'),
    /** The provider's invoice / sale id: one payment per provider charge. */
    providerRef: text('provider_ref').notNull(),
    /** When the whole amount went back to the payer, and which staff member did it (null: at the provider). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.providerRef),
    index('payments_workspace_idx').on(t.workspaceId),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/** Provider notifications already applied: a repeat is acknowledged and ignored. */
export const providerEvents = billingSchema.table(
  'provider_events',
  {
    provider: text('provider', { enum: ['stripe', 'paypal'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
