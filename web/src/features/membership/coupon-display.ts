import type { TFunction } from 'i18next';
import { PLAN_CATALOGUE, type Coupon } from '@cadence/contracts';
import { formatPrice } from '../public-site/components/pricing/format-price';

/** Fixed discounts are in the plans' currency (every plan of the catalogue is priced in it). */
export const COUPON_CURRENCY = PLAN_CATALOGUE[0].currency;

/** "20%", "€4.50", "14 days free". */
export function discountText(t: TFunction<'membership'>, coupon: Pick<Coupon, 'discount_type' | 'discount_value'>, locale: string): string {
  switch (coupon.discount_type) {
    case 'percentage':
      return t('coupons.percentOff', { value: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(coupon.discount_value / 100) });
    case 'fixed':
      return t('coupons.amountOff', { amount: formatPrice(coupon.discount_value, COUPON_CURRENCY, locale) });
    case 'free_trial':
      return t('coupons.trialDays', { count: coupon.discount_value });
  }
}

/** Whether a coupon can still be used today (on, not expired, not used up). */
export function couponUsable(coupon: Pick<Coupon, 'status' | 'expiration_date' | 'usage_count' | 'max_usage'>, now: number): 'usable' | 'off' | 'expired' | 'usedUp' {
  if (!coupon.status) return 'off';
  if (coupon.expiration_date && Date.parse(coupon.expiration_date) < now) return 'expired';
  if (coupon.usage_count >= coupon.max_usage) return 'usedUp';
  return 'usable';
}
