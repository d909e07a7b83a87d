import { NONPROFIT_DISCOUNT_PERCENT, type BillingInterval, type PriceQuote } from '@cadence/contracts';

export interface PricedPlan {
  id: number;
  currency: string;
  priceMonthly: number;
  priceAnnually: number;
}

export interface CouponTerms {
  discountType: 'fixed' | 'percentage' | 'free_trial';
  discountValue: number;
}

/**
 * The price of one period, in cents: the plan's price for the interval, less the nonprofit
 * discount (20% monthly, 25% annual), less the coupon (percentage of what remains, or a fixed
 * amount no larger than it). A free-trial coupon takes nothing off but delays the first payment.
 */
export function quote(plan: PricedPlan, interval: BillingInterval, options: { nonprofit: boolean; coupon: CouponTerms | null }): PriceQuote {
  const list = interval === 'monthly' ? plan.priceMonthly : plan.priceAnnually;
  const nonprofit = options.nonprofit ? Math.round((list * NONPROFIT_DISCOUNT_PERCENT[interval]) / 100) : 0;
  const afterNonprofit = list - nonprofit;
  const coupon = options.coupon;
  let couponDiscount = 0;
  if (coupon?.discountType === 'percentage') couponDiscount = Math.round((afterNonprofit * Math.min(coupon.discountValue, 100)) / 100);
  if (coupon?.discountType === 'fixed') couponDiscount = Math.min(coupon.discountValue, afterNonprofit);
  const trialDays = coupon?.discountType === 'free_trial' ? coupon.discountValue : 0;
  return {
    planId: plan.id,
    interval,
    currency: plan.currency,
    list_amount: list,
    nonprofit_discount: nonprofit,
    coupon_discount: couponDiscount,
    amount: afterNonprofit - couponDiscount,
    trial_days: trialDays,
  };
}
