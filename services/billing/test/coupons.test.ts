import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

let b: BillingWithPeers;
let staff: Record<string, string>;
beforeAll(async () => {
  b = await startBillingWithPeers();
  staff = b.api.auth({ userId: 1, permissions: ['Coupons'] });
});
afterAll(() => b?.close());

async function plan(key: string): Promise<{ id: number; price_monthly: number; price_annually: number }> {
  const plans = (await b.api.inject('GET', '/api/membership/public')).json().data as { id: number; key: string; price_monthly: number; price_annually: number }[];
  const found = plans.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
}

const createCoupon = (payload: Record<string, unknown>) =>
  b.api.inject('POST', '/api/membership/coupons', { headers: staff, payload: { discount_type: 'percentage', discount_value: 10, max_usage: 10, status: true, ...payload } });

describe('coupons', () => {
  it('creates a coupon with defaults, stores the code upper-case and refuses the same code in another case', async () => {
    const created = await createCoupon({ code: 'spring10' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: 'SPRING10', usage_count: 0, status: true, plans: [], expiration_date: null });
    const again = await createCoupon({ code: 'Spring10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'code', message: 'is already used by another coupon' }]);
  });

  it('answers field errors for missing and impossible values', async () => {
    const missing = await b.api.inject('POST', '/api/membership/coupons', { headers: staff, payload: { code: 'X1X' } });
    expect(missing.statusCode).toBe(400);
    const tooMuch = await createCoupon({ code: 'HALFPLUS', discount_value: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual([{ field: 'discount_value', message: 'must be at most 100 for a percentage' }]);
    const past = await createCoupon({ code: 'OLD', expiration_date: '2020-01-01T00:00:00.000Z', plans: [999_999] });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.map((error: { field: string }) => error.field)).toEqual(['expiration_date', 'plans']);
  });

  it('lists, edits and deletes coupons; only holders of Coupons may', async () => {
    const { id } = (await createCoupon({ code: 'EDITME', discount_type: 'fixed', discount_value: 500 })).json().data;
    const list = await b.api.inject('GET', '/api/membership/coupons?search=edit', { headers: staff });
    expect(list.json().data.map((coupon: { code: string }) => coupon.code)).toEqual(['EDITME']);
    const edited = await b.api.inject('PATCH', `/api/membership/coupons/${id}`, { headers: staff, payload: { status: false, max_usage: 3 } });
    expect(edited.json().data).toMatchObject({ status: false, max_usage: 3 });
    const client = b.api.auth({ userId: 9, workspaceId: 90, permissions: ['dashboard'] });
    expect((await b.api.inject('GET', '/api/membership/coupons', { headers: client })).statusCode).toBe(403);
    expect((await b.api.inject('DELETE', `/api/membership/coupons/${id}`, { headers: client })).statusCode).toBe(403);
    expect((await b.api.inject('DELETE', `/api/membership/coupons/${id}`, { headers: staff })).statusCode).toBe(200);
    expect((await b.api.inject('GET', `/api/membership/coupons/${id}`, { headers: staff })).statusCode).toBe(404);
  });

  it('validates at checkout: the discounted price, or why not', async () => {
    const scale = await plan('scale');
    const creator = await plan('creator');
    await createCoupon({ code: 'SCALE20', discount_value: 20, plans: [scale.id] });
    await createCoupon({ code: 'FIVEOFF', discount_type: 'fixed', discount_value: 500 });
    await createCoupon({ code: 'OFFNOW', status: false });
    const owner = await b.signUp(201, 2001);
    const check = (code: string, planId: number, interval = 'monthly') => b.api.inject('POST', '/api/membership/coupons/validate', { headers: owner, payload: { code, planId, interval } });

    const percent = (await check('scale20', scale.id)).json().data;
    expect(percent).toMatchObject({ valid: true, reason: null, quote: { list_amount: 16_500, coupon_discount: 3_300, amount: 13_200 } });
    const fixed = (await check('FIVEOFF', creator.id, 'annual')).json().data;
    expect(fixed.quote).toMatchObject({ list_amount: 24_192, coupon_discount: 500, amount: 23_692 });
    expect((await check('SCALE20', creator.id)).json().data).toMatchObject({ valid: false, reason: 'not_for_plan', quote: { amount: 2_400 } });
    expect((await check('OFFNOW', creator.id)).json().data).toMatchObject({ valid: false, reason: 'inactive', message: 'This coupon is switched off' });
    expect((await check('NOPE', creator.id)).json().data.reason).toBe('not_found');
  });

  it('gives exactly max_usage redemptions to 20 concurrent checkouts', async () => {
    const scale = await plan('scale');
    await createCoupon({ code: 'FIRST5', max_usage: 5 });
    const owners = await Promise.all(Array.from({ length: 20 }, (_, index) => b.signUp(300 + index, 3000 + index)));
    const results = await Promise.all(
      owners.map((owner) => b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: scale.id, interval: 'monthly', method: 'card', couponCode: 'first5' } })),
    );
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(results.find((result) => result.statusCode === 409)?.json().errors).toEqual([{ field: 'couponCode', message: 'This coupon has been used as many times as it allows' }]);
    const coupon = (await b.api.inject('GET', '/api/membership/coupons?search=FIRST5', { headers: staff })).json().data[0];
    expect(coupon.usage_count).toBe(5);
    const checkouts = await b.t.database.sql`select count(*)::int as n from billing.checkouts where coupon_id = ${coupon.id}`;
    expect(checkouts[0]?.n).toBe(5);
  });

  it('gives the coupon use back when the first payment is declined', async () => {
    const creator = await plan('creator');
    const { id: couponId } = (await createCoupon({ code: 'ONEUSE', max_usage: 1 })).json().data;
    const owner = await b.signUp(401, 4001);
    const started = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: creator.id, interval: 'monthly', method: 'card', couponCode: 'ONEUSE' } })).json().data;
    expect(started.quote.amount).toBe(2_160);
    expect((await b.api.inject('GET', `/api/membership/coupons/${couponId}`, { headers: staff })).json().data.usage_count).toBe(1);
    await b.peers.stripe.pay(started.url.split('/').pop(), '4000000000000002');
    expect((await b.api.inject('GET', `/api/membership/coupons/${couponId}`, { headers: staff })).json().data.usage_count).toBe(0);
  });
});
