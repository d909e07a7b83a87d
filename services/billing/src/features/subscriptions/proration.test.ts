import { describe, expect, it } from 'vitest';
import { monthlyEquivalent, periodEnd, prorate } from './proration';
import { quote } from '../coupons/pricing';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

describe('proration in cents', () => {
  it('credits the unused share and charges the new price for the same share', () => {
    // 30-day period, 10 days used: two thirds remain.
    expect(prorate({ currentAmount: 2_400, newAmount: 16_500, periodStart: day(0), periodEnd: day(30), now: day(10), intervalChanges: false, currency: 'EUR' })).toEqual({
      credit: 1_600,
      charge: 11_000,
      amountDue: 9_400,
      currency: 'EUR',
    });
  });

  it('charges a whole new period when the interval changes, less the credit', () => {
    expect(prorate({ currentAmount: 7_500, newAmount: 75_600, periodStart: day(0), periodEnd: day(30), now: day(15), intervalChanges: true, currency: 'EUR' })).toEqual({
      credit: 3_750,
      charge: 75_600,
      amountDue: 71_850,
      currency: 'EUR',
    });
  });

  it('rounds to the cent and never goes below zero or beyond the period', () => {
    const odd = prorate({ currentAmount: 1_000, newAmount: 1_001, periodStart: day(0), periodEnd: day(3), now: day(1), intervalChanges: false, currency: 'EUR' });
    expect(odd).toEqual({ credit: 667, charge: 667, amountDue: 0, currency: 'EUR' });
    expect(prorate({ currentAmount: 1_000, newAmount: 2_000, periodStart: day(0), periodEnd: day(30), now: day(40), intervalChanges: false, currency: 'EUR' }).amountDue).toBe(0);
  });

  it('compares intervals by monthly equivalent and ends periods by calendar month', () => {
    expect(monthlyEquivalent(24_192, 'annual')).toBe(2_016);
    expect(monthlyEquivalent(2_400, 'monthly')).toBeGreaterThan(monthlyEquivalent(24_192, 'annual'));
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'annual').toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('price quotes', () => {
  const scale = { id: 3, currency: 'EUR', priceMonthly: 16_500, priceAnnually: 166_320 };

  it('takes 20% off monthly and 25% off annual for nonprofits, then the coupon', () => {
    expect(quote(scale, 'monthly', { nonprofit: true, coupon: null })).toMatchObject({ nonprofit_discount: 3_300, amount: 13_200 });
    expect(quote(scale, 'annual', { nonprofit: true, coupon: null })).toMatchObject({ nonprofit_discount: 41_580, amount: 124_740 });
    expect(quote(scale, 'monthly', { nonprofit: true, coupon: { discountType: 'percentage', discountValue: 10 } })).toMatchObject({ coupon_discount: 1_320, amount: 11_880 });
  });

  it('caps a fixed discount at the price and turns a free-trial coupon into trial days', () => {
    expect(quote(scale, 'monthly', { nonprofit: false, coupon: { discountType: 'fixed', discountValue: 99_999 } })).toMatchObject({ coupon_discount: 16_500, amount: 0 });
    expect(quote(scale, 'monthly', { nonprofit: false, coupon: { discountType: 'free_trial', discountValue: 30 } })).toMatchObject({ coupon_discount: 0, trial_days: 30, amount: 16_500 });
  });
});
