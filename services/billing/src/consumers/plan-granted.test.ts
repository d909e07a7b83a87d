import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planGranted, type EventMessage } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../app';
import { registered } from '../../test/helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([billingService]);
});
afterAll(() => t?.close());

function granted(workspaceId: number, userId: number, plan: string, endsAt: string | null): EventMessage {
  const payload = { workspaceId, userId, plan, endsAt };
  return { id: randomUUID(), name: planGranted.name, version: planGranted.version, topic: planGranted.topic, key: String(workspaceId), occurredAt: new Date().toISOString(), payload, headers: {} };
}

const current = async (userId: number, workspaceId: number) =>
  (await t.platform.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: { authorization: `Bearer ${t.token({ userId, workspaceId })}` } })).json().data;

describe('auth.plan.granted → the plan staff set in the users admin', () => {
  it("makes it the workspace's subscription until the end staff chose, with its entitlements", async () => {
    await t.platform.transport.publish([registered(61, 610)]);
    expect((await current(61, 610)).subscription).toMatchObject({ status: 'trial' });
    const endsAt = new Date(Date.now() + 60 * 86_400_000).toISOString();
    await t.platform.transport.publish([granted(610, 61, 'scale', endsAt)]);
    const now = await current(61, 610);
    expect(now.subscription).toMatchObject({ status: 'active', provider: 'staff', currentPeriodEnd: endsAt, plan: { key: 'scale' } });
    expect(now.entitlements).toMatchObject({ plan: 'scale', status: 'active', periodEnd: endsAt });
    const [announced] = await t.database.sql<{ plan: string }[]>`
      select payload->>'plan' as plan from billing.outbox where name = 'billing.entitlements.changed' and (payload->>'workspaceId')::int = 610 order by id desc limit 1`;
    expect(announced?.plan).toBe('scale');
  });

  it('waits for the workspace billing account, then grants; an unknown tier changes nothing', async () => {
    // The grant reaches billing before the registration: it is tried again, and applies once the account exists.
    const early = granted(620, 62, 'advanced', null);
    await Promise.all([t.platform.transport.publish([early]), sleep(250).then(() => t.platform.transport.publish([registered(62, 620)]))]);
    expect((await current(62, 620)).subscription).toMatchObject({ provider: 'staff', currentPeriodEnd: null, plan: { key: 'advanced' } });
    expect(await t.database.sql`select 1 from billing.dead_letters where event_id = ${early.id}`).toEqual([]);
    await t.platform.transport.publish([granted(620, 62, 'galactic', null)]);
    expect((await current(62, 620)).subscription.plan.key).toBe('advanced');
  });
});
