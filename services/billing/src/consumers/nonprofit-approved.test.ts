import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonprofitApproved, type EventMessage } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { billingService } from '../app';
import { registered } from '../../test/helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([billingService]);
});
afterAll(() => t?.close());

function approved(workspaceId: number, ticketId: number, note: string): EventMessage {
  return {
    id: randomUUID(),
    name: nonprofitApproved.name,
    version: nonprofitApproved.version,
    topic: nonprofitApproved.topic,
    key: String(workspaceId),
    occurredAt: new Date().toISOString(),
    payload: { ticketId, workspaceId, openerId: 31, title: 'Nonprofit discount', approvedBy: 7, note },
    headers: {},
  };
}

describe('support.nonprofit.approved → the nonprofit discount', () => {
  it('grants it once, noting the ticket, and announces it to the workspace once, even when approved twice', async () => {
    await t.platform.transport.publish([registered(31, 310)]);
    await t.platform.transport.publish([approved(310, 44, 'Registered charity 1234 checked')]);
    await t.platform.transport.publish([approved(310, 45, 'A second request')]);
    const [account] = await t.database.sql<{ nonprofit: boolean; nonprofit_note: string; nonprofit_granted_by: number }[]>`
      select nonprofit, nonprofit_note, nonprofit_granted_by from billing.accounts where workspace_id = 310`;
    expect(account).toEqual({ nonprofit: true, nonprofit_note: 'Support ticket #44: Registered charity 1234 checked', nonprofit_granted_by: 7 });
    const changes = await t.database.sql<{ change: string }[]>`
      select payload->>'change' as change from billing.outbox where name = 'billing.subscription.changed' and payload->>'workspaceId' = '310' order by id`;
    expect(changes.map((row) => row.change)).toEqual(['started', 'nonprofit']);
    // The workspace's subscription now carries the discount.
    const current = await t.platform.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: { authorization: `Bearer ${t.token({ userId: 31, workspaceId: 310 })}` } });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.subscription.nonprofit).toBe(true);
  });

  it('changes nothing for a workspace billing does not know, and does not fail', async () => {
    await t.platform.transport.publish([approved(99_999, 46, 'Unknown workspace')]);
    expect(await t.database.sql`select * from billing.accounts where workspace_id = 99999`).toEqual([]);
    expect(await t.database.sql`select * from billing.dead_letters`).toEqual([]);
  });
});
