import { describe, expect, it } from 'vitest';
import type { CouponValidation } from '@cadence/contracts';
import { couponState, couponToCheck } from './coupon-check';

const quote = { planId: 3, interval: 'monthly' as const, currency: 'EUR', list_amount: 16_500, nonprofit_discount: 0, coupon_discount: 3_300, amount: 13_200, trial_days: 0 };
const accepted: CouponValidation = { valid: true, reason: null, message: '20% off', quote };
const refused: CouponValidation = { valid: false, reason: 'expired', message: 'This coupon expired on 1 March 2026.', quote: { ...quote, coupon_discount: 0, amount: 16_500 } };

describe('coupon field', () => {
  it('sends only codes long enough, in capitals', () => {
    expect(couponToCheck(' sp ')).toBeNull();
    expect(couponToCheck(' spring20 ')).toBe('SPRING20');
  });

  it('waits for typing to settle and for the answer, then says whether the code works', () => {
    const base = { code: 'SPRING20', settledCode: 'SPRING20', pending: false, error: false, validation: accepted };
    expect(couponState({ ...base, code: '' })).toEqual({ kind: 'none' });
    expect(couponState({ ...base, settledCode: 'SPRING2' })).toEqual({ kind: 'checking' });
    expect(couponState({ ...base, pending: true })).toEqual({ kind: 'checking' });
    expect(couponState(base)).toEqual({ kind: 'valid', validation: accepted });
    expect(couponState({ ...base, validation: refused })).toEqual({ kind: 'invalid', validation: refused });
    expect(couponState({ ...base, error: true })).toEqual({ kind: 'error' });
  });
});
