import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { PLAN_KEYS } from './plan-catalogue';
import { BillingIntervalSchema } from './plans.contracts';
import { EntitlementsSchema } from './entitlements';

/** trial → active ↔ past_due → cancelled (kept until the period ends) → expired. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SubscriptionStatusSchema = StringEnum(SUBSCRIPTION_STATUSES);

/** Who collects the money: a card provider, PayPal, nobody (trial), or staff (a granted plan). */
export const SUBSCRIPTION_PROVIDERS = ['stripe', 'paypal', 'trial', 'staff'] as const;
export const SubscriptionProviderSchema = StringEnum(SUBSCRIPTION_PROVIDERS);

const PlanRef = Type.Object({ id: Id, key: StringEnum(PLAN_KEYS), name: Type.String() });

/**
 * A downgrade, interval change or cancellation waiting for the end of the period, or (approval) a
 * PayPal plan change waiting for the payer to approve it at PayPal.
 */
export const ScheduledChange = Type.Object({
  kind: StringEnum(['downgrade', 'cancel', 'approval']),
  plan: Type.Union([PlanRef, Type.Null()]),
  interval: Type.Union([BillingIntervalSchema, Type.Null()]),
  effectiveAt: IsoDate,
});

export const Subscription = Type.Object({
  id: Id,
  workspaceId: Id,
  plan: PlanRef,
  interval: BillingIntervalSchema,
  status: SubscriptionStatusSchema,
  provider: SubscriptionProviderSchema,
  /** Per period, after discounts, in cents. */
  amount: Type.Integer(),
  currency: Type.String(),
  currentPeriodStart: IsoDate,
  /** null: no end (a staff-granted plan shows as Unlimited). */
  currentPeriodEnd: Type.Union([IsoDate, Type.Null()]),
  scheduledChange: Type.Union([ScheduledChange, Type.Null()]),
  nonprofit: Type.Boolean(),
  createdAt: IsoDate,
});
export type Subscription = Static<typeof Subscription>;

/** The workspace's own billing state: the shell's expiry label and the upgrade button read it. */
export const CurrentSubscription = Type.Object({
  subscription: Type.Union([Subscription, Type.Null()]),
  entitlements: EntitlementsSchema,
  /** The expiry label: the plan's end date, or null for Unlimited. */
  expiresAt: Type.Union([IsoDate, Type.Null()]),
  unlimited: Type.Boolean(),
});
export type CurrentSubscription = Static<typeof CurrentSubscription>;

/** A row of the staff subscription list. */
export const SubscriptionRow = Type.Object({
  ...Subscription.properties,
  ownerName: Type.String(),
  ownerEmail: Type.String(),
});
export type SubscriptionRow = Static<typeof SubscriptionRow>;

export const SubscriptionListQuery = ListQuery({
  orderBy: ['id', 'plan', 'amount', 'status', 'currentPeriodEnd', 'created'],
  filters: { status: Type.Optional(SubscriptionStatusSchema), workspaceId: Type.Optional(Id) },
});
export type SubscriptionListQuery = Static<typeof SubscriptionListQuery>;

/** A client (workspace) with its plan, for staff. */
export const Client = Type.Object({
  workspaceId: Id,
  ownerUserId: Id,
  name: Type.String(),
  email: Type.String(),
  plan: Type.Union([PlanRef, Type.Null()]),
  status: Type.Union([SubscriptionStatusSchema, Type.Null()]),
  interval: Type.Union([BillingIntervalSchema, Type.Null()]),
  expiresAt: Type.Union([IsoDate, Type.Null()]),
  nonprofit: Type.Boolean(),
  createdAt: IsoDate,
});
export type Client = Static<typeof Client>;

export const ClientListQuery = ListQuery({
  orderBy: ['id', 'name', 'email', 'created'],
  filters: { status: Type.Optional(SubscriptionStatusSchema) },
});
export type ClientListQuery = Static<typeof ClientListQuery>;

export const ChangeSubscriptionBody = Strict({ planId: Id, interval: BillingIntervalSchema });
export type ChangeSubscriptionBody = Static<typeof ChangeSubscriptionBody>;

/** Proration of an upgrade, in cents: credit for the unused part of the period, the new plan's share, and the difference charged now. */
export const Proration = Type.Object({
  credit: Type.Integer(),
  charge: Type.Integer(),
  amountDue: Type.Integer(),
  currency: Type.String(),
});
export type Proration = Static<typeof Proration>;

/**
 * now: an upgrade, applied at once; period_end: a downgrade or cancellation, scheduled;
 * approval: a PayPal subscription's change, which applies once the payer approves it at PayPal.
 */
export const ChangeEffectiveSchema = StringEnum(['now', 'period_end', 'approval']);

export const SubscriptionChangeResult = Type.Object({
  subscription: Subscription,
  effective: ChangeEffectiveSchema,
  proration: Type.Union([Proration, Type.Null()]),
  /** Where the payer approves the change at PayPal (effective approval); null otherwise. */
  approveUrl: Type.Union([Type.String(), Type.Null()]),
});
export type SubscriptionChangeResult = Static<typeof SubscriptionChangeResult>;

/** What a plan change would do, before it is made. */
export const SubscriptionChangePreview = Type.Object({
  /**
   * now: an upgrade, charged at once with proration; period_end: applied when the current period
   * ends; approval: PayPal asks the payer to approve the new price, which it bills from the next
   * payment on (PayPal does not prorate); an upgrade's limits apply once approved.
   */
  effective: ChangeEffectiveSchema,
  /** When the new plan's limits apply (an approval: once approved, at the earliest). */
  effectiveAt: IsoDate,
  /** When the new price is first billed. */
  priceFrom: IsoDate,
  /** An upgrade's proration in cents (what is charged now); null for a change at the period end or through PayPal. */
  proration: Type.Union([Proration, Type.Null()]),
  /** The new recurring price per interval, in cents. */
  amount: Type.Integer({ minimum: 0 }),
  currency: Type.String(),
  interval: BillingIntervalSchema,
});
export type SubscriptionChangePreview = Static<typeof SubscriptionChangePreview>;

export const WorkspaceParams = Strict({ workspaceId: Id });

export const NonprofitBody = Strict({ note: Type.String({ minLength: 3, maxLength: 1000 }) });
export type NonprofitBody = Static<typeof NonprofitBody>;

/** Staff grant a plan; endsAt null grants it without end (Unlimited). */
export const GrantPlanBody = Strict({
  planId: Id,
  endsAt: Type.Union([IsoDate, Type.Null()]),
});
export type GrantPlanBody = Static<typeof GrantPlanBody>;

const subscriptions = ['subscriptions'] as const;

export const getCurrentSubscription = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/current',
  summary: "The caller's workspace subscription, entitlements and expiry label",
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.members,
  response: CurrentSubscription,
});

export const changeSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/change',
  summary: 'Upgrade (at once, prorated) or downgrade / switch interval (at the end of the period) a paid subscription',
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.owner,
  body: ChangeSubscriptionBody,
  response: SubscriptionChangeResult,
});

export const previewSubscriptionChange = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions/change/preview',
  summary: 'What a plan change would charge now (an upgrade, prorated) or when it would apply (a downgrade), without making it',
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.owner,
  query: ChangeSubscriptionBody,
  response: SubscriptionChangePreview,
});

export const confirmSubscriptionChange = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/change/confirm',
  summary: "After the payer returns from PayPal: applies the plan change PayPal shows as approved (the webhook may have done so already)",
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.owner,
  response: SubscriptionChangeResult,
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/cancel',
  summary: 'Cancel at the end of the billing cycle; the plan stays active until then',
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.owner,
  response: SubscriptionChangeResult,
});

export const resumeSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/resume',
  summary: 'Withdraw a scheduled downgrade or cancellation, or a plan change waiting for approval at PayPal',
  tags: subscriptions,
  auth: 'user',
  roles: ROLES.owner,
  response: Subscription,
});

export const listAllSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/users/get-all-subscriptions',
  summary: 'Every subscription (staff)',
  tags: subscriptions,
  auth: 'user',
  roles: 'none',
  permission: 'Subscriptions',
  query: SubscriptionListQuery,
  response: SubscriptionRow,
  paged: true,
});

export const listClients = defineEndpoint({
  method: 'GET',
  path: '/api/membership/clients',
  summary: 'Clients with their plan (staff)',
  tags: ['membership'],
  auth: 'user',
  roles: 'none',
  permission: 'Membership',
  query: ClientListQuery,
  response: Client,
  paged: true,
});

export const grantNonprofit = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/:workspaceId/nonprofit',
  summary: 'Grant the nonprofit discount (20% monthly, 25% annual), once per account, with a note (staff)',
  tags: subscriptions,
  auth: 'user',
  roles: 'none',
  permission: 'Subscriptions',
  params: WorkspaceParams,
  body: NonprofitBody,
  response: Subscription,
});

export const grantPlan = defineEndpoint({
  method: 'POST',
  path: '/api/subscriptions/:workspaceId/grant',
  summary: 'Give a workspace a plan without payment, until a date or without end (staff)',
  tags: subscriptions,
  auth: 'user',
  roles: 'none',
  permission: 'Subscriptions',
  params: WorkspaceParams,
  body: GrantPlanBody,
  response: Subscription,
});
