import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzle } from '@cadence/db';
import { createPeriodSweep } from '../src/features/subscriptions/period-sweep';
import { createStripeGateway } from '../src/providers/stripe';
import { startBillingWithPeers, type BillingWithPeers } from './helpers';

let b: BillingWithPeers;
let sweep: ReturnType<typeof createPeriodSweep>;
beforeAll(async () => {
  b = await startBillingWithPeers();
  sweep = createPeriodSweep(
    {
      db: createDrizzle(b.t.database.sql),
      gateways: { stripe: createStripeGateway({ secretKey: b.peers.stripe.secretKey, webhookSecret: b.peers.stripe.webhookSecret, apiBase: b.peers.stripe.url }), paypal: null },
      log: b.t.platform.app.log,
      publicUrl: 'http://app.localhost',
    },
    60_000,
  );
});
afterAll(() => b?.close());

const planId = (key: string) => b.planId(key);

/** A workspace paying for `key` by card. */
async function paying(userId: number, workspaceId: number, key: string, interval: 'monthly' | 'annual' = 'monthly') {
  const owner = await b.signUp(userId, workspaceId);
  const { url } = (await b.api.inject('POST', '/api/billing/checkout', { headers: owner, payload: { planId: await planId(key), interval, method: 'card' } })).json().data;
  await b.peers.stripe.pay(url.split('/').pop());
  return owner;
}

const current = async (owner: Record<string, string>) => (await b.api.inject('GET', '/api/subscriptions/current', { headers: owner })).json().data;

async function revisions(workspaceId: number): Promise<number[]> {
  const rows = await b.t.database.sql<{ revision: number }[]>`
    select (payload->>'revision')::int as revision from billing.outbox
    where name = 'billing.entitlements.changed' and (payload->>'workspaceId')::int = ${workspaceId} order by id`;
  return rows.map((row) => row.revision);
}

describe('upgrade', () => {
  it('applies at once with proration, at Stripe too, and announces the new entitlements', async () => {
    const owner = await paying(501, 5001, 'creator');
    const change = await b.api.inject('POST', '/api/subscriptions/change', { headers: owner, payload: { planId: await planId('scale'), interval: 'monthly' } });
    expect(change.statusCode).toBe(200);
    const { subscription, effective, proration } = change.json().data;
    expect(effective).toBe('now');
    expect(subscription).toMatchObject({ plan: { key: 'scale' }, amount: 16_500, status: 'active', scheduledChange: null });
    expect(proration.charge - proration.credit).toBe(proration.amountDue);
    expect(proration.credit).toBeLessThanOrEqual(2_400);
    expect(proration.charge).toBeLessThanOrEqual(16_500);
    expect(proration.amountDue).toBeGreaterThan(0);
    expect((await current(owner)).entitlements).toMatchObject({ plan: 'scale', limits: { socialProfiles: 49, users: 7 } });
    await b.peers.stripe.idle();
    const atStripe = [...b.peers.stripe.subscriptions.values()].find((candidate) => (candidate.metadata as { checkoutId: string }).checkoutId !== undefined && JSON.stringify(candidate).includes('16500'));
    expect(atStripe).toBeDefined();
    const payments = (await b.api.inject('GET', '/api/billing/payments?orderBy=id', { headers: owner })).json().data;
    expect(payments.map((payment: { amount_paid: number }) => payment.amount_paid)).toEqual([2_400, proration.amountDue]);
    const seen = await revisions(5001);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('previews what a change charges now or when it applies, changing nothing', async () => {
    const owner = await paying(503, 5003, 'traction');
    const scale = await planId('scale');
    const preview = await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${scale}&interval=monthly`, { headers: owner });
    expect(preview.statusCode).toBe(200);
    const upgrade = preview.json().data;
    expect(upgrade).toMatchObject({ effective: 'now', amount: 16_500, currency: 'EUR', interval: 'monthly' });
    // Just after paying, nearly the whole period is left: the difference of the two prices, give or take a cent.
    expect(Math.abs(upgrade.proration.amountDue - (16_500 - 7_500))).toBeLessThanOrEqual(1);
    expect(upgrade.proration.charge - upgrade.proration.credit).toBe(upgrade.proration.amountDue);

    const down = (await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${await planId('creator')}&interval=monthly`, { headers: owner })).json().data;
    const subscription = (await current(owner)).subscription;
    expect(down).toMatchObject({ effective: 'period_end', proration: null, amount: 2_400, effectiveAt: subscription.currentPeriodEnd });
    expect(subscription).toMatchObject({ plan: { key: 'traction' }, scheduledChange: null });

    const bad = await b.api.inject('GET', '/api/subscriptions/change/preview?planId=abc&interval=weekly', { headers: owner });
    expect(bad.statusCode).toBe(400);
    const same = await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${await planId('traction')}&interval=monthly`, { headers: owner });
    expect(same.statusCode).toBe(409);
    const trial = await b.signUp(504, 5004);
    expect((await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${scale}&interval=monthly`, { headers: trial })).json().code).toBe('BILLING_NEEDS_CHECKOUT');
  });

  it('needs checkout for a workspace on its trial', async () => {
    const owner = await b.signUp(502, 5002);
    const change = await b.api.inject('POST', '/api/subscriptions/change', { headers: owner, payload: { planId: await planId('scale'), interval: 'monthly' } });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('BILLING_NEEDS_CHECKOUT');
  });
});

describe('downgrade and cancel at the end of the cycle', () => {
  it('schedules a downgrade, keeps the plan until the period ends, then applies it', async () => {
    const owner = await paying(511, 5011, 'advanced');
    const change = await b.api.inject('POST', '/api/subscriptions/change', { headers: owner, payload: { planId: await planId('creator'), interval: 'monthly' } });
    expect(change.json().data).toMatchObject({ effective: 'period_end', proration: null, subscription: { plan: { key: 'advanced' }, scheduledChange: { kind: 'downgrade', plan: { key: 'creator' } } } });
    expect((await current(owner)).entitlements.plan).toBe('advanced');
    expect(await sweep.runOnce()).toBe(0);
    await b.t.database.sql`update billing.subscriptions set current_period_end = now() - interval '1 minute' where workspace_id = 5011`;
    expect(await sweep.runOnce()).toBe(1);
    const after = await current(owner);
    expect(after.subscription).toMatchObject({ plan: { key: 'creator' }, amount: 2_400, scheduledChange: null });
    expect(after.entitlements).toMatchObject({ plan: 'creator', limits: { socialProfiles: 6 } });
  });

  it('cancels at the period end (Stripe told), can resume, and expires once the period is over', async () => {
    const owner = await paying(521, 5021, 'traction');
    const cancelled = await b.api.inject('POST', '/api/subscriptions/cancel', { headers: owner });
    expect(cancelled.json().data).toMatchObject({ effective: 'period_end', subscription: { status: 'cancelled', scheduledChange: { kind: 'cancel' } } });
    const stripeSubscription = [...b.peers.stripe.subscriptions.values()].find((candidate) => candidate.cancel_at_period_end === true);
    expect(stripeSubscription).toBeDefined();
    expect((await current(owner)).entitlements).toMatchObject({ plan: 'traction', status: 'cancelled' });
    const resumed = await b.api.inject('POST', '/api/subscriptions/resume', { headers: owner });
    expect(resumed.json().data).toMatchObject({ status: 'active', scheduledChange: null });
    expect(stripeSubscription?.cancel_at_period_end).toBe(false);
    await b.api.inject('POST', '/api/subscriptions/cancel', { headers: owner });
    await b.peers.stripe.idle();
    await b.t.database.sql`update billing.subscriptions set current_period_end = now() - interval '1 minute' where workspace_id = 5021`;
    await sweep.runOnce();
    expect((await current(owner)).subscription.status).toBe('expired');
  });

  it('ends an unpaid trial when its 14 days are over', async () => {
    const owner = await b.signUp(531, 5031);
    const trial = await current(owner);
    const days = (new Date(trial.expiresAt).getTime() - new Date(trial.subscription.currentPeriodStart).getTime()) / 86_400_000;
    expect(days).toBe(14);
    await b.t.database.sql`update billing.subscriptions set current_period_end = now() - interval '1 minute' where workspace_id = 5031`;
    await sweep.runOnce();
    expect((await current(owner)).subscription.status).toBe('expired');
  });
});

describe('staff', () => {
  const staff = () => b.api.auth({ userId: 1, permissions: ['Subscriptions', 'Membership'] });

  it('grants the nonprofit discount once, with a note, and later prices carry it', async () => {
    const owner = await b.signUp(541, 5041);
    const granted = await b.api.inject('POST', '/api/subscriptions/5041/nonprofit', { headers: staff(), payload: { note: 'Verified through support ticket 12' } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.nonprofit).toBe(true);
    expect((await b.api.inject('POST', '/api/subscriptions/5041/nonprofit', { headers: staff(), payload: { note: 'again' } })).statusCode).toBe(409);
    const quote = (await b.api.inject('POST', '/api/membership/coupons/validate', { headers: owner, payload: { code: 'NONE', planId: await planId('scale'), interval: 'annual' } })).json().data.quote;
    expect(quote).toMatchObject({ list_amount: 166_320, nonprofit_discount: 41_580, amount: 124_740 });
    expect((await b.api.inject('POST', '/api/subscriptions/5041/nonprofit', { headers: owner, payload: { note: 'please' } })).statusCode).toBe(403);
  });

  it('grants a plan without end, shown as Unlimited', async () => {
    const owner = await b.signUp(551, 5051);
    const granted = await b.api.inject('POST', '/api/subscriptions/5051/grant', { headers: staff(), payload: { planId: await planId('enterprise'), endsAt: null } });
    expect(granted.json().data).toMatchObject({ provider: 'staff', currentPeriodEnd: null, plan: { key: 'enterprise' } });
    const view = await current(owner);
    expect(view).toMatchObject({ unlimited: true, expiresAt: null, entitlements: { plan: 'enterprise', addOns: ['whiteLabel'], limits: { postsPerDayPerUser: null } } });
    expect((await b.api.inject('GET', '/api/billing/entitlements', { headers: owner })).json().data.plan).toBe('enterprise');
  });

  it("gives each plan its monthly AI generations: the catalogue's figure, also for plans saved before the limit and for a grant without end", async () => {
    const granted = await current(await b.signUp(552, 5052).then(async (owner) => {
      await b.api.inject('POST', '/api/subscriptions/5052/grant', { headers: staff(), payload: { planId: await planId('creator'), endsAt: null } });
      return owner;
    }));
    // A grant without end is the plan as it is, not unlimited generations.
    expect(granted.entitlements.limits.aiGenerationsPerMonth).toBe(100);
    const announced = async () =>
      (
        await b.t.database.sql<{ limit: unknown }[]>`
      select payload->'limits'->'aiGenerationsPerMonth' as limit from billing.outbox
      where name = 'billing.entitlements.changed' and (payload->>'workspaceId')::int = 5052 order by id desc limit 1`
      )[0]!.limit;
    expect(await announced()).toBe(100);

    // Staff change the plan's allowance: the workspaces already on it hear of it at once.
    const creator = await planId('creator');
    const plan = (await b.api.inject('GET', `/api/membership/${creator}`, { headers: b.api.auth({ userId: 1, permissions: ['PricePlan'] }) })).json().data as { limits: Record<string, unknown> };
    const raised = await b.api.inject('PATCH', `/api/membership/${creator}`, { headers: b.api.auth({ userId: 1, permissions: ['PricePlan'] }), payload: { limits: { ...plan.limits, aiGenerationsPerMonth: 150 } } });
    expect(raised.statusCode).toBe(200);
    try {
      expect(await announced()).toBe(150);
    } finally {
      await b.api.inject('PATCH', `/api/membership/${creator}`, { headers: b.api.auth({ userId: 1, permissions: ['PricePlan'] }), payload: { limits: { ...plan.limits, aiGenerationsPerMonth: 100 } } });
    }
    expect(await announced()).toBe(100);

    const owner = await b.signUp(553, 5053);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await b.api.inject('POST', '/api/subscriptions/5053/grant', { headers: staff(), payload: { planId: await planId('creator'), endsAt: inAMonth } });
    expect((await current(owner)).entitlements.limits.aiGenerationsPerMonth).toBe(100);
    // A plan row written before the limit existed reads as its tier's catalogue figure.
    await b.t.database.sql`update billing.plans set limits = limits - 'aiGenerationsPerMonth' where key = 'creator'`;
    try {
      expect((await b.api.inject('GET', '/api/billing/entitlements', { headers: owner })).json().data.limits.aiGenerationsPerMonth).toBe(100);
    } finally {
      await b.t.database.sql`update billing.plans set limits = limits || '{"aiGenerationsPerMonth": 100}'::jsonb where key = 'creator'`;
    }
  });

  it('lists every subscription and every client with their plan; clients may not', async () => {
    const subscriptions = await b.api.inject('GET', '/api/users/get-all-subscriptions?limit=100&workspaceId=5051', { headers: staff() });
    expect(subscriptions.json()).toMatchObject({ total: 1, data: [{ workspaceId: 5051, ownerEmail: 'user551@example.com', plan: { key: 'enterprise' } }] });
    const clients = await b.api.inject('GET', '/api/membership/clients?search=user551', { headers: staff() });
    expect(clients.json().data).toMatchObject([{ workspaceId: 5051, plan: { key: 'enterprise' }, expiresAt: null }]);
    const client = b.api.auth({ userId: 551, workspaceId: 5051, permissions: ['dashboard'] });
    expect((await b.api.inject('GET', '/api/users/get-all-subscriptions', { headers: client })).statusCode).toBe(403);
    expect((await b.api.inject('GET', '/api/membership/clients', { headers: client })).statusCode).toBe(403);
  });

  it('refuses deleting a plan that has subscriptions', async () => {
    const pricing = b.api.auth({ userId: 1, permissions: ['PricePlan'] });
    const refused = await b.api.inject('DELETE', `/api/membership/${await planId('enterprise')}`, { headers: pricing });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BILLING_PLAN_IN_USE');
  });
});

describe("billing is the workspace owner's", () => {
  it('refuses every other role of the workspace, a viewer included, before anything changes; the owner goes through', async () => {
    const owner = await paying(561, 5061, 'traction');
    const [checkout] = await b.t.database.sql<{ id: number }[]>`select id from billing.checkouts where workspace_id = 5061 order by id limit 1`;
    const creator = await planId('creator');
    const routes: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['POST', '/api/subscriptions/cancel'],
      ['POST', '/api/subscriptions/resume'],
      ['POST', '/api/subscriptions/change', { planId: creator, interval: 'monthly' }],
      ['GET', `/api/subscriptions/change/preview?planId=${creator}&interval=monthly`],
      ['POST', '/api/subscriptions/change/confirm'],
      ['POST', '/api/billing/checkout', { planId: creator, interval: 'monthly', method: 'card' }],
      ['GET', `/api/billing/checkout/${checkout?.id ?? 1}/status`],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/billing/payments'],
      ['POST', '/api/membership/coupons/validate', { code: 'NOPE', planId: creator, interval: 'monthly' }],
    ];
    for (const workspaceRole of ['viewer', 'contributor', 'editor', 'admin'] as const) {
      const member = b.api.auth({ userId: 562, workspaceId: 5061, permissions: ['dashboard', 'Setting'], workspaceRole });
      for (const [method, url, payload] of routes) {
        const res = await b.api.inject(method, url, { headers: member, ...(payload === undefined ? {} : { payload }) });
        expect(res.statusCode, `${workspaceRole} ${method} ${url}: ${res.body}`).toBe(403);
      }
      // Every member still reads the plan the shell shows (name, expiry, limits).
      expect((await b.api.inject('GET', '/api/subscriptions/current', { headers: member })).statusCode).toBe(200);
      expect((await b.api.inject('GET', '/api/billing/entitlements', { headers: member })).statusCode).toBe(200);
    }
    expect((await current(owner)).subscription).toMatchObject({ status: 'active', scheduledChange: null });

    const cancelled = await b.api.inject('POST', '/api/subscriptions/cancel', { headers: owner });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.subscription.status).toBe('cancelled');
    expect((await b.api.inject('GET', `/api/subscriptions/change/preview?planId=${creator}&interval=monthly`, { headers: owner })).statusCode).not.toBe(403);
    expect((await b.api.inject('POST', '/api/subscriptions/resume', { headers: owner })).statusCode).toBe(200);
    expect((await b.api.inject('GET', '/api/billing/payments', { headers: owner })).statusCode).toBe(200);
  });
});
