import { describe, expect, it } from 'vitest';
import { validateBody } from '../../components/form/validation';
import { CreateCouponBody, EMPTY_COUPON, completeCoupon, couponBody, couponFormValues, couponProblems } from './coupon-form';
import { amountText, centsOf } from './money-input';
import { CreatePlanBody, planBody, planFormFromTier, planFormProblems, planFormValues } from './plan-form';

describe('amounts', () => {
  it('reads amounts as cents and shows cents as amounts', () => {
    expect(centsOf('24')).toBe(2_400);
    expect(centsOf('24,5')).toBe(2_450);
    expect(centsOf(' 1 663.20 ')).toBe(166_320);
    expect(centsOf('')).toBeNaN();
    expect(centsOf('12.345')).toBeNaN();
    expect(centsOf('-3')).toBeNaN();
    expect(amountText(2_400)).toBe('24');
    expect(amountText(2_450)).toBe('24.50');
  });
});

describe('plan form', () => {
  it('starts from a catalogue tier and sends a body the contract accepts', () => {
    const values = planFormFromTier('scale', (feature) => `Feature ${feature}`);
    expect(values).toMatchObject({ key: 'scale', name: 'Scale', price_monthly: '165', price_annually: '1663.20', socialProfiles: '49', users: '7', postsPerDayPerUser: '300', aiGenerationsPerMonth: '1000' });
    const body = planBody(values);
    expect(body.price_annually).toBe(166_320);
    expect(body.features.map((feature) => feature.key)).toEqual(['scheduling', 'mediaLibrary', 'groupManager', 'teamCollaboration', 'aiComposer', 'analytics', 'bulkScheduling', 'brandWatermark', 'reports', 'liveStreaming', 'browserExtension']);
    expect(validateBody(CreatePlanBody, body)).toEqual({});
    expect(planFormProblems(values)).toEqual({});
  });

  it('sends no daily or monthly AI limit as null and reports bad limits on their inputs', () => {
    const values = { ...planFormFromTier('enterprise', String), postsPerDayPerUser: '', aiGenerationsPerMonth: '' };
    expect(planBody(values).limits).toMatchObject({ postsPerDayPerUser: null, aiGenerationsPerMonth: null });
    expect(planBody({ ...values, aiGenerationsPerMonth: '0' }).limits.aiGenerationsPerMonth).toBe(0);
    const wrong = { ...values, users: '0', socialProfiles: 'many', aiGenerationsPerMonth: '20000000', features: [{ ...values.features[0]!, name: ' ' }] };
    expect(planFormProblems(wrong)).toEqual({
      users: { kind: 'minimum', limit: 1 },
      socialProfiles: { kind: 'invalid' },
      aiGenerationsPerMonth: { kind: 'maximum', limit: 10_000_000 },
      features: { kind: 'required' },
    });
  });

  it('round-trips a saved plan', () => {
    const plan = {
      id: 4,
      key: 'creator' as const,
      name: 'Creator',
      currency: 'EUR',
      price_monthly: 2_450,
      price_annually: 24_696,
      status: 'inactive' as const,
      payment_status: 'synced' as const,
      payment_sync: { stripe: 'synced' as const, paypal: 'disabled' as const },
      limits: { socialProfiles: 6, users: 1, postsPerDayPerUser: null },
      features: [{ type: 'feature' as const, key: null, name: 'Scheduling', details: null, extra_value: '∞', is_key_feature: true, is_enable: true, is_break_down_feature: false }],
      subscriptions: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const body = planBody(planFormValues(plan));
    // Saved before plans had a monthly AI figure: the form shows, and sends back, its tier's.
    expect(body).toEqual({ key: 'creator', name: 'Creator', price_monthly: 2_450, price_annually: 24_696, status: 'inactive', limits: { ...plan.limits, aiGenerationsPerMonth: 100 }, features: plan.features });
  });
});

describe('coupon form', () => {
  it('requires what SPEC §5 requires', () => {
    const problems = validateBody(CreateCouponBody, couponBody(EMPTY_COUPON));
    expect(problems).toEqual({ code: { kind: 'required' }, discount_value: { kind: 'required' }, max_usage: { kind: 'required' } });
    expect(completeCoupon(couponBody(EMPTY_COUPON))).toBeNull();
  });

  it('sends fixed discounts in cents, codes in capitals and the expiry at the end of its day', () => {
    const body = couponBody({ ...EMPTY_COUPON, code: ' spring-20 ', discount_type: 'fixed', discount_value: '4.50', max_usage: '100', expiration_date: '2026-12-31', plans: [2, 3] });
    expect(completeCoupon(body)).toEqual({ code: 'SPRING-20', discount_type: 'fixed', discount_value: 450, max_usage: 100, expiration_date: '2026-12-31T23:59:59.000Z', status: true, plans: [2, 3] });
    expect(validateBody(CreateCouponBody, body)).toEqual({});
    expect(validateBody(CreateCouponBody, couponBody({ ...EMPTY_COUPON, code: 'ABC', discount_value: 'ten', max_usage: '5' }))).toEqual({ discount_value: { kind: 'invalid' } });
  });

  it('refuses a percentage above 100 and shows a saved coupon as typed', () => {
    expect(couponProblems({ ...EMPTY_COUPON, discount_value: '120' })).toEqual({ discount_value: { kind: 'maximum', limit: 100 } });
    expect(couponProblems({ ...EMPTY_COUPON, discount_value: '20' })).toEqual({});
    const values = couponFormValues({
      id: 1,
      code: 'WELCOME',
      discount_type: 'fixed',
      discount_value: 500,
      max_usage: 10,
      usage_count: 3,
      expiration_date: '2026-05-01T23:59:59.000Z',
      status: false,
      plans: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values).toEqual({ code: 'WELCOME', discount_type: 'fixed', discount_value: '5', max_usage: '10', expiration_date: '2026-05-01', status: false, plans: [] });
  });
});
