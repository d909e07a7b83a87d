import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entitlementsChanged, entitlementsOf, type Entitlements, type EventMessage, type SessionResponse } from '@cadence/contracts';
import { startAuth, type AuthHarness } from '../../test/support/platform';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

function announced(entitlements: Entitlements): EventMessage {
  return {
    id: randomUUID(),
    name: entitlementsChanged.name,
    version: entitlementsChanged.version,
    topic: entitlementsChanged.topic,
    key: String(entitlements.workspaceId),
    occurredAt: new Date().toISOString(),
    payload: entitlements,
    headers: {},
  };
}

async function workspaceOf(owner: SessionResponse): Promise<number> {
  const rows = await h.db.execute<{ id: number }>(sql`select id from auth.workspaces where owner_id = ${owner.user.id}`);
  const id = rows[0]?.id;
  if (!id) throw new Error('no workspace');
  return id;
}

const invite = (owner: SessionResponse, email: string) =>
  h.request('POST', '/api/team/invitations', { token: owner.access_token, body: { email, role: 'viewer' } });

describe('billing.entitlements.changed → workspace plan and limits', () => {
  it('stores the plan, limits and features, so invitations follow billing, and ignores a lower revision', async () => {
    const owner = await h.signup('ent-owner@example.com');
    const workspaceId = await workspaceOf(owner);

    await h.t.platform.transport.publish([announced({ ...entitlementsOf(workspaceId, 'creator', 'active'), revision: 2 })]);
    const [stored] = await h.db.execute<{ plan: string; plan_revision: number; plan_limits: Entitlements['limits'] }>(
      sql`select plan, plan_revision, plan_limits from auth.workspaces where id = ${workspaceId}`,
    );
    expect(stored).toMatchObject({ plan: 'creator', plan_revision: 2, plan_limits: { users: 1, socialProfiles: 6 } });
    const refused = await invite(owner, 'ent-1@example.com');
    expect(refused.statusCode).toBe(409);

    await h.t.platform.transport.publish([announced({ ...entitlementsOf(workspaceId, 'scale', 'active'), revision: 1 })]);
    expect((await h.db.execute<{ plan: string }>(sql`select plan from auth.workspaces where id = ${workspaceId}`))[0]?.plan).toBe('creator');

    await h.t.platform.transport.publish([announced({ ...entitlementsOf(workspaceId, 'scale', 'active'), revision: 3 })]);
    expect((await invite(owner, 'ent-2@example.com')).statusCode).toBe(201);
  });

  it('applies billing limits over the catalogue: a plan with two seats refuses the third person', async () => {
    const owner = await h.signup('ent-seats@example.com');
    const workspaceId = await workspaceOf(owner);
    const custom = entitlementsOf(workspaceId, 'scale', 'active');
    await h.t.platform.transport.publish([announced({ ...custom, limits: { ...custom.limits, users: 2 }, revision: 1 })]);
    expect((await invite(owner, 'seat-1@example.com')).statusCode).toBe(201);
    const full = await invite(owner, 'seat-2@example.com');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/Scale plan allows 2 users/);
  });
});
