import { CreateCouponBody, UpdateCouponBody, type Coupon, type DiscountType } from '@cadence/contracts';
import { amountText, centsOf } from './money-input';

/** SPEC §3 coupon: code, discount type and value, max usage, expiration date, status, plans. */
export interface CouponFormValues extends Record<string, unknown> {
  code: string;
  discount_type: DiscountType;
  /** Percent, an amount in the plan's currency, or days, depending on the type. */
  discount_value: string;
  max_usage: string;
  /** YYYY-MM-DD or empty (no end). */
  expiration_date: string;
  status: boolean;
  plans: number[];
}

export const COUPON_FORM_FIELDS = ['code', 'discount_type', 'discount_value', 'max_usage', 'expiration_date', 'status', 'plans'] as const;

/** SPEC §3: usage starts at 0 and a new coupon is on. */
export const EMPTY_COUPON: CouponFormValues = { code: '', discount_type: 'percentage', discount_value: '', max_usage: '', expiration_date: '', status: true, plans: [] };

export function couponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_type === 'fixed' ? amountText(coupon.discount_value) : String(coupon.discount_value),
    max_usage: String(coupon.max_usage),
    expiration_date: coupon.expiration_date ? coupon.expiration_date.slice(0, 10) : '',
    status: coupon.status,
    plans: [...coupon.plans],
  };
}

function integerOf(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The body as typed so far: an empty number is left out, so the schema reports it as required. */
export type CouponDraft = Omit<CreateCouponBody, 'discount_value' | 'max_usage'> & Partial<Pick<CreateCouponBody, 'discount_value' | 'max_usage'>>;

/** A fixed discount is typed as an amount and sent in cents; the expiry date lasts to the end of that day (UTC). */
export function couponBody(values: CouponFormValues): CouponDraft {
  const value = values.discount_type === 'fixed' ? centsOf(values.discount_value) : integerOf(values.discount_value);
  return {
    code: values.code.trim().toUpperCase(),
    discount_type: values.discount_type,
    ...(values.discount_value.trim() === '' ? {} : { discount_value: value }),
    ...(values.max_usage.trim() === '' ? {} : { max_usage: integerOf(values.max_usage) }),
    expiration_date: values.expiration_date ? `${values.expiration_date}T23:59:59.000Z` : null,
    status: values.status,
    plans: values.plans,
  };
}

/** The draft once the form has checked it against the schema (every required number present). */
export function completeCoupon(draft: CouponDraft): CreateCouponBody | null {
  const { discount_value, max_usage } = draft;
  return discount_value === undefined || max_usage === undefined ? null : { ...draft, discount_value, max_usage };
}

/** A percentage above 100 is caught beside its field before the server is asked. */
export function couponProblems(values: CouponFormValues) {
  if (values.discount_type === 'percentage' && integerOf(values.discount_value) > 100) {
    return { discount_value: { kind: 'maximum' as const, limit: 100 } };
  }
  return {};
}

export { CreateCouponBody, UpdateCouponBody };
