import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

let b: BillingWithPeers;
beforeAll(async () => {
  b = await startBillingWithPeers();
  const plans = (await b.api.inject('GET', '/api/membership/public')).json().data as { id: number; key: string }[];
  const id = (key: string) => plans.find((plan) => plan.key === key)?.id;
  for (const [index, [key, method]] of ([['creator', 'card'], ['creator', 'card'], ['scale', 'paypal']] as const).entries()) {
    const owner = await b.signUp(700 + index, 7000 + index);
    const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: id(key), interval: 'monthly', method } })).json().data;
    if (method === 'card') await b.peers.stripe.pay(url.split('/').pop());
    else await b.peers.paypal.approve(url);
  }
  const declined = await b.signUp(710, 7010);
  const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: declined, payload: { planId: id('scale'), interval: 'monthly', method: 'card' } })).json().data;
  await b.peers.stripe.pay(url.split('/').pop(), '4000000000000002');
  // One payment of last month, to see the grouping by month.
  await b.t.database.sql`update billing.payments set created_at = date_trunc('month', now()) - interval '3 days' where workspace_id = 7001`;
});
afterAll(() => b?.close());

const staff = (permissions: ('PaymentList' | 'PaymentsReport')[]) => b.api.auth({ userId: 1, permissions });

describe('payments list', () => {
  it('lists every payment with its fields, filters by status and sorts by amount', async () => {
    const all = (await b.api.inject('GET', '/api/membership/payments?limit=10&orderBy=amount_paid&order=desc', { headers: staff(['PaymentList']) })).json();
    expect(all.total).toBe(4);
    expect(all.data.map((payment: { amount_paid: number }) => payment.amount_paid)).toEqual([16_500, 16_500, 2_400, 2_400]);
    expect(Object.keys(all.data[0]).sort()).toEqual(['amount_paid', 'createdAt', 'currency', 'failed_reason', 'id', 'interval', 'payment_method', 'plan', 'refundedAt', 'status', 'workspaceId'].sort());
    const declined = (await b.api.inject('GET', '/api/membership/payments?status=declined', { headers: staff(['PaymentList']) })).json();
    expect(declined.data).toMatchObject([{ status: 'declined', failed_reason: 'Your card was declined.' }]);
    const paypal = (await b.api.inject('GET', '/api/membership/payments?payment_method=paypal', { headers: staff(['PaymentList']) })).json();
    expect(paypal.total).toBe(1);
  });

  it('refuses callers without PaymentList and unknown filters', async () => {
    expect((await b.api.inject('GET', '/api/membership/payments', { headers: staff(['PaymentsReport']) })).statusCode).toBe(403);
    expect((await b.api.inject('GET', '/api/membership/payments?status=lost', { headers: staff(['PaymentList']) })).statusCode).toBe(400);
  });
});

describe('payment reports', () => {
  it('groups settled payments by month, plan and method', async () => {
    const report = (await b.api.inject('GET', '/api/membership/payments/reports?period=month', { headers: staff(['PaymentsReport']) })).json().data;
    expect(report.total).toEqual({ count: 3, amount: 2_400 + 2_400 + 16_500 });
    expect(report.rows).toHaveLength(3);
    expect(report.rows.map((row: { plan: string; payment_method: string; count: number }) => [row.plan, row.payment_method, row.count])).toEqual([
      ['Creator', 'card', 1],
      ['Creator', 'card', 1],
      ['Scale', 'paypal', 1],
    ]);
    expect(report.rows[0].period < report.rows[1].period).toBe(true);
    expect(report.rows[1].period.endsWith('-01')).toBe(true);
  });

  it('groups by day within a range and refuses a reversed range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = (await b.api.inject('GET', `/api/membership/payments/reports?period=day&from=${today}&to=${today}`, { headers: staff(['PaymentsReport']) })).json().data;
    expect(report.rows.map((row: { period: string }) => row.period)).toEqual([today, today]);
    const reversed = await b.api.inject('GET', `/api/membership/payments/reports?period=week&from=${today}&to=2020-01-01`, { headers: staff(['PaymentsReport']) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'from', message: 'must be on or before to' }]);
  });

  it('downloads the report as CSV, for PaymentsReport holders only', async () => {
    const response = await b.api.inject('GET', '/api/membership/payments/reports.csv?period=month', { headers: staff(['PaymentsReport']) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = response.body.trim().split('\n').map((line) => line.split(','));
    expect(header).toEqual(['period', 'plan', 'payment_method', 'currency', 'count', 'amount']);
    expect(rows.map((row) => [row[1], row[2], row[3], row[5]])).toEqual([
      ['Creator', 'card', 'EUR', '24.00'],
      ['Creator', 'card', 'EUR', '24.00'],
      ['Scale', 'paypal', 'EUR', '165.00'],
    ]);
    expect((await b.api.inject('GET', '/api/membership/payments/reports.csv', { headers: staff(['PaymentList']) })).statusCode).toBe(403);
    expect((await b.api.inject('GET', '/api/membership/payments/reports.csv')).statusCode).toBe(401);
  });
});
