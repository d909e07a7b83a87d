import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../app';
import { registered } from '../../test/helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([billingService]);
});
afterAll(() => t?.close());

describe('auth.user.registered → trial', () => {
  it('opens one 14-day Traction trial and announces it once, even when delivered twice', async () => {
    const message = registered(11, 110);
    await t.platform.transport.publish([message]);
    await t.platform.transport.publish([{ ...message, id: crypto.randomUUID() }]);
    const subscriptions = await t.database.sql`select s.status, s.provider, p.key from billing.subscriptions s join billing.plans p on p.id = s.plan_id where s.workspace_id = 110`;
    expect(subscriptions).toEqual([{ status: 'trial', provider: 'trial', key: 'traction' }]);
    const events = await t.database.sql<{ name: string; payload: { revision?: number; limits?: { users: number }; userIds?: number[] } }[]>`
      select name, payload from billing.outbox where payload->>'workspaceId' = '110' order by id`;
    expect(events.map((event) => event.name)).toEqual(['billing.subscription.changed', 'billing.entitlements.changed']);
    expect(events[0]?.payload.userIds).toEqual([11]);
    expect(events[1]?.payload).toMatchObject({ revision: 1, plan: 'traction', status: 'trial', limits: { users: 4, socialProfiles: 24 } });
  });

  it('starts nothing for a person who joined without a workspace of their own', async () => {
    await t.platform.transport.publish([registered(12, null)]);
    expect(await t.database.sql`select * from billing.accounts where owner_user_id = 12`).toEqual([]);
  });
});
