import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { PLAN_KEYS } from './plan-catalogue';

/**
 * Membership plans (SPEC §3). Prices are in minor units (cents of `currency`) so sums stay exact:
 * `price_monthly: 2400` is 24.00 EUR.
 */
export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PlanStatusSchema = StringEnum(PLAN_STATUSES);

export const BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const BillingIntervalSchema = StringEnum(BILLING_INTERVALS);

/**
 * Whether a plan's products and prices exist at the payment providers: synced (created and
 * current), pending (not yet created or out of date), failed (the provider refused or was
 * unreachable; retried on the next save), disabled (the provider is not configured).
 */
export const PAYMENT_SYNC_STATUSES = ['synced', 'pending', 'failed', 'disabled'] as const;
export type PaymentSyncStatus = (typeof PAYMENT_SYNC_STATUSES)[number];
export const PaymentSyncStatusSchema = StringEnum(PAYMENT_SYNC_STATUSES);

/** feature: a capability (key is a PlanFeature); add_on: bought on top (whiteLabel); option: on request (singleSignOn); limit: a quota shown on the card. */
export const PLAN_FEATURE_TYPES = ['feature', 'add_on', 'option', 'limit'] as const;
export const PlanFeatureTypeSchema = StringEnum(PLAN_FEATURE_TYPES);

/** SPEC §3 plan feature: type, name, details, extra_value, is_key_feature, is_enable, is_break_down_feature; `key` names it for the code. */
export const PlanFeatureItem = Type.Object({
  type: PlanFeatureTypeSchema,
  key: Type.Union([Type.String({ maxLength: 60 }), Type.Null()]),
  name: Type.String({ minLength: 1, maxLength: 120 }),
  details: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  extra_value: Type.Union([Type.String({ maxLength: 120 }), Type.Null()]),
  is_key_feature: Type.Boolean(),
  is_enable: Type.Boolean(),
  is_break_down_feature: Type.Boolean(),
});
export type PlanFeatureItem = Static<typeof PlanFeatureItem>;

export const PlanLimitsSchema = Type.Object({
  socialProfiles: Type.Integer({ minimum: 0, maximum: 100_000 }),
  users: Type.Integer({ minimum: 1, maximum: 100_000 }),
  /** null: no daily limit. */
  postsPerDayPerUser: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
  /** null: no monthly limit; left out: the catalogue's figure for the plan's tier. */
  aiGenerationsPerMonth: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()])),
});

const Price = Type.Integer({ minimum: 0, maximum: 100_000_000 });

/** A plan as staff see it. */
export const Plan = Type.Object({
  id: Id,
  /** The catalogue tier whose entitlements the plan grants. */
  key: StringEnum(PLAN_KEYS),
  name: Type.String(),
  currency: Type.String(),
  price_monthly: Price,
  price_annually: Price,
  status: PlanStatusSchema,
  /** Overall provider synchronisation: failed if any provider failed, pending if any is pending, else synced (disabled when no provider is configured). */
  payment_status: PaymentSyncStatusSchema,
  payment_sync: Type.Object({ stripe: PaymentSyncStatusSchema, paypal: PaymentSyncStatusSchema }),
  limits: PlanLimitsSchema,
  features: Type.Array(PlanFeatureItem),
  subscriptions: Type.Integer({ minimum: 0 }),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Plan = Static<typeof Plan>;

/** What the public pricing page receives: active plans only, no provider details. */
export const PublicPlan = Type.Object({
  id: Id,
  key: StringEnum(PLAN_KEYS),
  name: Type.String(),
  currency: Type.String(),
  price_monthly: Price,
  price_annually: Price,
  limits: PlanLimitsSchema,
  features: Type.Array(PlanFeatureItem),
});
export type PublicPlan = Static<typeof PublicPlan>;

const planFields = {
  key: StringEnum(PLAN_KEYS),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  price_monthly: Price,
  /** Omitted on create: twelve months less 16% (annualPriceCents). */
  price_annually: Price,
  status: PlanStatusSchema,
  limits: PlanLimitsSchema,
  features: Type.Array(PlanFeatureItem, { maxItems: 60 }),
};

export const CreatePlanBody = Strict({
  key: planFields.key,
  name: planFields.name,
  price_monthly: planFields.price_monthly,
  price_annually: Type.Optional(planFields.price_annually),
  status: StringEnum(PLAN_STATUSES, { default: 'active' }),
  limits: planFields.limits,
  features: Type.Array(PlanFeatureItem, { maxItems: 60, default: [] }),
});
export type CreatePlanBody = Static<typeof CreatePlanBody>;

export const UpdatePlanBody = Type.Object(
  {
    key: Type.Optional(planFields.key),
    name: Type.Optional(planFields.name),
    price_monthly: Type.Optional(planFields.price_monthly),
    price_annually: Type.Optional(planFields.price_annually),
    status: Type.Optional(planFields.status),
    limits: Type.Optional(planFields.limits),
    features: Type.Optional(planFields.features),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePlanBody = Static<typeof UpdatePlanBody>;

/** SPEC §7 list query; search on name; sort on id, name, prices, created. */
export const PlanListQuery = ListQuery({
  orderBy: ['id', 'name', 'price_monthly', 'price_annually', 'created'],
  filters: { status: Type.Optional(PlanStatusSchema) },
});
export type PlanListQuery = Static<typeof PlanListQuery>;

const membership = ['membership'] as const;

export const listPublicPlans = defineEndpoint({
  method: 'GET',
  path: '/api/membership/public',
  summary: 'Active plans for the pricing page, cheapest first (no sign-in)',
  tags: membership,
  auth: 'public',
  response: Type.Array(PublicPlan),
});

export const listPlans = defineEndpoint({
  method: 'GET',
  path: '/api/membership',
  summary: 'Every plan with its sync status (staff)',
  tags: membership,
  auth: 'user',
  roles: 'none',
  permission: 'PricePlan',
  query: PlanListQuery,
  response: Plan,
  paged: true,
});

export const getPlan = defineEndpoint({
  method: 'GET',
  path: '/api/membership/:id',
  summary: 'One plan (staff)',
  tags: membership,
  auth: 'user',
  roles: 'none',
  permission: 'PricePlan',
  params: IdParams,
  response: Plan,
});

export const createPlan = defineEndpoint({
  method: 'POST',
  path: '/api/membership',
  summary: 'Create a plan; its products and prices are created at each configured provider (staff)',
  tags: membership,
  auth: 'user',
  roles: 'none',
  permission: 'PricePlan',
  body: CreatePlanBody,
  response: Plan,
  status: 201,
});

export const updatePlan = defineEndpoint({
  method: 'PATCH',
  path: '/api/membership/:id',
  summary: 'Change a plan; a price change creates new provider prices (existing subscribers keep theirs until renewal) (staff)',
  tags: membership,
  auth: 'user',
  roles: 'none',
  permission: 'PricePlan',
  params: IdParams,
  body: UpdatePlanBody,
  response: Plan,
});

export const deletePlan = defineEndpoint({
  method: 'DELETE',
  path: '/api/membership/:id',
  summary: 'Delete a plan nobody has subscribed to; 409 otherwise (set it inactive instead) (staff)',
  tags: membership,
  auth: 'user',
  roles: 'none',
  permission: 'PricePlan',
  params: IdParams,
  response: Type.Object({ id: Id }),
});
