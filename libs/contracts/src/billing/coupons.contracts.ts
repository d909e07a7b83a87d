import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { BillingIntervalSchema } from './plans.contracts';

/**
 * SPEC §9 discount types. discount_value means: percentage → percent off (1–100); fixed → cents
 * off each payment; free_trial → days of trial before the first payment.
 */
export const DISCOUNT_TYPES = ['fixed', 'percentage', 'free_trial'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DiscountTypeSchema = StringEnum(DISCOUNT_TYPES);

/** Letters, digits, "-" and "_"; compared without regard to case and stored upper-case. */
export const CouponCode = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const Coupon = Type.Object({
  id: Id,
  code: Type.String(),
  discount_type: DiscountTypeSchema,
  discount_value: Type.Integer(),
  max_usage: Type.Integer(),
  usage_count: Type.Integer(),
  expiration_date: Type.Union([IsoDate, Type.Null()]),
  status: Type.Boolean(),
  /** Plan ids the coupon applies to; empty: every plan. */
  plans: Type.Array(Id),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Coupon = Static<typeof Coupon>;

const couponFields = {
  code: CouponCode,
  discount_type: DiscountTypeSchema,
  discount_value: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  max_usage: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  expiration_date: Type.Union([IsoDate, Type.Null()]),
  status: Type.Boolean(),
  plans: Type.Array(Id, { maxItems: 100, uniqueItems: true }),
};

/** SPEC §5: code, discount_type, discount_value, max_usage, status required; expiration_date and plans optional. */
export const CreateCouponBody = Strict({
  ...couponFields,
  expiration_date: Type.Optional(couponFields.expiration_date),
  plans: Type.Optional(couponFields.plans),
});
export type CreateCouponBody = Static<typeof CreateCouponBody>;

export const UpdateCouponBody = Type.Object(
  {
    code: Type.Optional(couponFields.code),
    discount_type: Type.Optional(couponFields.discount_type),
    discount_value: Type.Optional(couponFields.discount_value),
    max_usage: Type.Optional(couponFields.max_usage),
    expiration_date: Type.Optional(couponFields.expiration_date),
    status: Type.Optional(couponFields.status),
    plans: Type.Optional(couponFields.plans),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCouponBody = Static<typeof UpdateCouponBody>;

export const CouponListQuery = ListQuery({
  orderBy: ['id', 'code', 'discount_value', 'usage_count', 'expiration_date', 'created'],
  filters: { status: Type.Optional(Type.Boolean()), discount_type: Type.Optional(DiscountTypeSchema) },
});
export type CouponListQuery = Static<typeof CouponListQuery>;

export const ValidateCouponBody = Strict({
  code: Type.String({ minLength: 1, maxLength: 40 }),
  planId: Id,
  interval: BillingIntervalSchema,
});
export type ValidateCouponBody = Static<typeof ValidateCouponBody>;

export const COUPON_REJECTIONS = ['not_found', 'inactive', 'expired', 'used_up', 'not_for_plan'] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** A price for one plan and interval, with what a coupon and the nonprofit discount take off. */
export const PriceQuote = Type.Object({
  planId: Id,
  interval: BillingIntervalSchema,
  currency: Type.String(),
  /** The plan's price for the interval. */
  list_amount: Type.Integer(),
  nonprofit_discount: Type.Integer(),
  coupon_discount: Type.Integer(),
  /** What the first payment will be (0 during a free trial). */
  amount: Type.Integer(),
  /** free_trial coupons: days before the first payment. */
  trial_days: Type.Integer(),
});
export type PriceQuote = Static<typeof PriceQuote>;

export const CouponValidation = Type.Object({
  valid: Type.Boolean(),
  /** Why a coupon cannot be used, for the code and for people. */
  reason: Type.Union([StringEnum(COUPON_REJECTIONS), Type.Null()]),
  message: Type.String(),
  quote: PriceQuote,
});
export type CouponValidation = Static<typeof CouponValidation>;

const coupons = ['membership'] as const;

export const listCoupons = defineEndpoint({
  method: 'GET',
  path: '/api/membership/coupons',
  summary: 'Coupons (staff)',
  tags: coupons,
  auth: 'user',
  roles: 'none',
  permission: 'Coupons',
  query: CouponListQuery,
  response: Coupon,
  paged: true,
});

export const getCoupon = defineEndpoint({
  method: 'GET',
  path: '/api/membership/coupons/:id',
  summary: 'One coupon (staff)',
  tags: coupons,
  auth: 'user',
  roles: 'none',
  permission: 'Coupons',
  params: IdParams,
  response: Coupon,
});

export const createCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/membership/coupons',
  summary: 'Create a coupon; the code is unique without regard to case (staff)',
  tags: coupons,
  auth: 'user',
  roles: 'none',
  permission: 'Coupons',
  body: CreateCouponBody,
  response: Coupon,
  status: 201,
});

export const updateCoupon = defineEndpoint({
  method: 'PATCH',
  path: '/api/membership/coupons/:id',
  summary: 'Change a coupon (staff)',
  tags: coupons,
  auth: 'user',
  roles: 'none',
  permission: 'Coupons',
  params: IdParams,
  body: UpdateCouponBody,
  response: Coupon,
});

export const deleteCoupon = defineEndpoint({
  method: 'DELETE',
  path: '/api/membership/coupons/:id',
  summary: 'Delete a coupon (staff)',
  tags: coupons,
  auth: 'user',
  roles: 'none',
  permission: 'Coupons',
  params: IdParams,
  response: Type.Object({ id: Id }),
});

export const validateCoupon = defineEndpoint({
  method: 'POST',
  path: '/api/membership/coupons/validate',
  summary: 'Check a coupon at checkout: the discounted price, or why it cannot be used',
  tags: coupons,
  auth: 'user',
  roles: ROLES.owner,
  body: ValidateCouponBody,
  response: CouponValidation,
});
