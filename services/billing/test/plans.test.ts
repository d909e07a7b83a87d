import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, annualPriceCents } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../src/app';
import { offerLandedFeatures, seedPlans } from '../src/features/seed/seed-plans';
import { clientOf } from './helpers';

let t: TestPlatform;
let api: ReturnType<typeof clientOf>;
beforeAll(async () => {
  t = await startTestPlatform([billingService]);
  api = clientOf(t);
});
afterAll(() => t?.close());

const staff = () => api.auth({ userId: 1, permissions: ['PricePlan'] });

describe('plans', () => {
  it('seeds the five catalogue plans once, annual at twelve months less 16%', async () => {
    const response = await api.inject('GET', '/api/membership?limit=10&orderBy=price_monthly', { headers: staff() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(body.data.map((plan: { name: string; price_monthly: number; price_annually: number }) => [plan.name, plan.price_monthly, plan.price_annually])).toEqual(
      PLAN_CATALOGUE.map((plan) => [plan.name, plan.monthlyPriceCents, annualPriceCents(plan.monthlyPriceCents)]),
    );
    expect(body.data[0].payment_status).toBe('disabled');
    expect(await seedPlans(createDrizzle(t.database.sql))).toEqual([]);
  });

  it('lists features: team collaboration from Traction, White Label on Advanced and Enterprise, SSO on Enterprise, nothing the product lacks', async () => {
    const plans = (await api.inject('GET', '/api/membership/public')).json().data as { key: string; features: { type: string; key: string; is_enable: boolean }[] }[];
    const on = (key: string, feature: string) => plans.find((plan) => plan.key === key)?.features.find((item) => item.key === feature)?.is_enable ?? false;
    expect(on('creator', 'teamCollaboration')).toBe(false);
    expect(on('traction', 'teamCollaboration')).toBe(true);
    expect(on('creator', 'groupManager')).toBe(true);
    expect(plans.find((plan) => plan.key === 'scale')?.features.filter((item) => item.type === 'feature').map((item) => item.key)).toEqual(['scheduling', 'mediaLibrary', 'groupManager', 'teamCollaboration', 'aiComposer', 'analytics', 'bulkScheduling', 'brandWatermark', 'reports', 'liveStreaming', 'browserExtension']);
    expect(on('creator', 'aiComposer')).toBe(true);
    expect(on('traction', 'analytics')).toBe(false);
    expect(on('scale', 'analytics')).toBe(true);
    expect(on('creator', 'bulkScheduling')).toBe(true);
    expect(on('traction', 'reports')).toBe(false);
    expect(on('scale', 'reports')).toBe(true);
    expect(on('creator', 'liveStreaming')).toBe(true);
    expect(on('creator', 'browserExtension')).toBe(true);
    expect(plans.filter((plan) => plan.features.some((item) => item.type === 'add_on' && item.key === 'whiteLabel')).map((plan) => plan.key)).toEqual(['advanced', 'enterprise']);
    expect(plans.filter((plan) => plan.features.some((item) => item.type === 'option' && item.key === 'singleSignOn')).map((plan) => plan.key)).toEqual(['enterprise']);
  });

  it('puts a landed feature on plans seeded before it, once, with its limit, and leaves it off once staff took it off', async () => {
    const db = createDrizzle(t.database.sql);
    const [plan] = await t.database.sql<{ id: number; features: { type: string; key: string | null }[]; limits: Record<string, unknown> }[]>`select id, features, limits from billing.plans where key = 'traction' order by id limit 1`;
    if (!plan) throw new Error('no traction plan');
    const earlier = plan.features.filter((item) => !['aiComposer', 'aiGenerationsPerMonth', 'analytics', 'bulkScheduling', 'brandWatermark', 'reports', 'liveStreaming', 'browserExtension'].includes(item.key ?? ''));
    const { aiGenerationsPerMonth: _ai, ...earlierLimits } = plan.limits;
    // An install seeded before the AI composer: neither item, no monthly figure, the step not run.
    await t.database.sql`update billing.plans set features = ${JSON.stringify(earlier)}::jsonb, limits = ${JSON.stringify(earlierLimits)}::jsonb where id = ${plan.id}`;
    await t.database.sql`delete from billing.seed_log where key like 'plan-features:landed:%'`;
    expect(await offerLandedFeatures(db)).toBe(1);
    const read = async () => (await t.database.sql<{ features: { type: string; key: string | null; is_enable: boolean; extra_value: string | null }[] }[]>`select features from billing.plans where id = ${plan.id}`)[0]?.features ?? [];
    const after = await read();
    expect(after.map((item) => item.key)).toEqual(plan.features.map((item) => item.key));
    expect(after.find((item) => item.key === 'aiComposer')).toMatchObject({ type: 'feature', is_enable: true });
    expect(after.find((item) => item.key === 'brandWatermark')).toMatchObject({ type: 'feature', is_enable: true });
    expect(after.find((item) => item.key === 'reports')).toMatchObject({ type: 'feature', is_enable: false });
    expect(after.find((item) => item.key === 'liveStreaming')).toMatchObject({ type: 'feature', is_enable: true });
    expect(after.find((item) => item.key === 'browserExtension')).toMatchObject({ type: 'feature', is_enable: true });
    expect(after.find((item) => item.key === 'aiGenerationsPerMonth')).toMatchObject({ type: 'limit', extra_value: String(PLAN_CATALOGUE.find((entry) => entry.key === 'traction')?.limits.aiGenerationsPerMonth) });
    // Once per install: staff taking it off afterwards is their choice.
    await t.database.sql`update billing.plans set features = ${JSON.stringify(earlier)}::jsonb where id = ${plan.id}`;
    expect(await offerLandedFeatures(db)).toBe(0);
    expect((await read()).some((item) => item.key === 'aiComposer')).toBe(false);
    await t.database.sql`update billing.plans set features = ${JSON.stringify(plan.features)}::jsonb, limits = ${JSON.stringify(plan.limits)}::jsonb where id = ${plan.id}`;
  });

  it('creates, changes and deletes a plan; the public list shows only active plans', async () => {
    const created = await api.inject('POST', '/api/membership', {
      headers: staff(),
      payload: { key: 'scale', name: 'Scale NGO', price_monthly: 10_000, status: 'inactive', limits: { socialProfiles: 49, users: 7, postsPerDayPerUser: 300 } },
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json().data;
    expect(plan.price_annually).toBe(annualPriceCents(10_000));
    expect((await api.inject('GET', '/api/membership/public')).json().data.map((p: { name: string }) => p.name)).not.toContain('Scale NGO');
    const changed = await api.inject('PATCH', `/api/membership/${plan.id}`, { headers: staff(), payload: { status: 'active', price_monthly: 12_000 } });
    expect(changed.json().data).toMatchObject({ status: 'active', price_monthly: 12_000, price_annually: annualPriceCents(12_000) });
    expect((await api.inject('GET', '/api/membership/public')).json().data.map((p: { name: string }) => p.name)).toContain('Scale NGO');
    expect((await api.inject('DELETE', `/api/membership/${plan.id}`, { headers: staff() })).statusCode).toBe(200);
    expect((await api.inject('GET', `/api/membership/${plan.id}`, { headers: staff() })).statusCode).toBe(404);
  });

  it('refuses a duplicate name (409), bad fields (400) and callers without PricePlan (403)', async () => {
    const duplicate = await api.inject('POST', '/api/membership', { headers: staff(), payload: { key: 'creator', name: 'creator', price_monthly: 100, limits: { socialProfiles: 1, users: 1, postsPerDayPerUser: null } } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual([{ field: 'name', message: 'is already used by another plan' }]);
    const bad = await api.inject('POST', '/api/membership', { headers: staff(), payload: { key: 'gold', name: '', price_monthly: -1 } });
    expect(bad.statusCode).toBe(400);
    const client = api.auth({ userId: 5, workspaceId: 50, permissions: ['dashboard'] });
    expect((await api.inject('GET', '/api/membership', { headers: client })).statusCode).toBe(403);
    expect((await api.inject('DELETE', '/api/membership/1', { headers: client })).statusCode).toBe(403);
    expect((await api.inject('GET', '/api/membership')).statusCode).toBe(401);
  });

  it('refuses an unknown sort column', async () => {
    expect((await api.inject('GET', '/api/membership?orderBy=password', { headers: staff() })).statusCode).toBe(400);
  });
});
