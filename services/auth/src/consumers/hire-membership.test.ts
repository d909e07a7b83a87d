import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hireAccepted, hireEnded, type EventMessage, type SessionResponse } from '@cadence/contracts';
import { startAuth, type AuthHarness } from '../../test/support/platform';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

let nextHire = 1;
type Ref = { hireId: number; workspaceId: number; creatorUserId: number; clientUserId: number; acceptedAt: string };

function message(event: typeof hireAccepted | typeof hireEnded, payload: Record<string, unknown>): EventMessage {
  return { id: randomUUID(), name: event.name, version: event.version, topic: event.topic, key: String(payload.hireId), occurredAt: new Date().toISOString(), payload, headers: {} };
}
const accept = (ref: Ref) => h.t.platform.transport.publish([message(hireAccepted, ref)]);
const end = (ref: Ref) => h.t.platform.transport.publish([message(hireEnded, { ...ref, endedBy: ref.clientUserId })]);

async function membership(workspaceId: number, userId: number): Promise<string | undefined> {
  const rows = await h.db.execute<{ role: string }>(sql`select role from auth.workspace_members where workspace_id = ${workspaceId} and user_id = ${userId}`);
  return rows[0]?.role;
}

async function pair(name: string): Promise<{ client: SessionResponse; creator: SessionResponse; ref: Ref }> {
  const client = await h.signup(`${name}-client@example.com`);
  const creator = await h.signup(`${name}-creator@example.com`);
  const ref = { hireId: nextHire++, workspaceId: client.user.workspaceId!, creatorUserId: creator.user.id, clientUserId: client.user.id, acceptedAt: new Date(Date.now() - 1000).toISOString() };
  return { client, creator, ref };
}

describe('support.hire.* → the hired creator’s membership', () => {
  it('adds the creator as a contributor once, and removes that membership and its access when the hire ends', async () => {
    const { creator, ref } = await pair('hire-a');
    await accept(ref);
    await accept(ref);
    expect(await membership(ref.workspaceId, ref.creatorUserId)).toBe('contributor');
    const members = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from auth.workspace_members where workspace_id = ${ref.workspaceId}`);
    expect(members[0]?.n).toBe(2);

    const moved = await h.request('POST', '/api/auth/workspaces/switch', { token: creator.access_token, body: { workspaceId: ref.workspaceId, refresh_token: creator.refresh_token } });
    expect(moved.statusCode, moved.body).toBe(200);
    const inClient = moved.json().data as SessionResponse;
    expect(inClient.user).toMatchObject({ workspaceId: ref.workspaceId, workspaceRole: 'contributor' });
    expect((await h.request('GET', '/api/auth/workspaces', { token: inClient.access_token })).statusCode).toBe(200);

    await end(ref);
    await end(ref);
    expect(await membership(ref.workspaceId, ref.creatorUserId)).toBeUndefined();
    expect(await membership(ref.workspaceId, ref.clientUserId)).toBe('owner');
    expect((await h.request('GET', '/api/auth/workspaces', { token: inClient.access_token })).statusCode).toBe(401);
    const refreshed = await h.request('POST', '/api/auth/refresh', { body: { refresh_token: inClient.refresh_token } });
    expect((refreshed.json().data as SessionResponse | undefined)?.user.workspaceId).not.toBe(ref.workspaceId);
    const removed = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from auth.outbox where name = 'auth.member.removed' and key = ${`${ref.workspaceId}:${ref.creatorUserId}`}`);
    expect(removed[0]?.n).toBe(1);
  });

  it('leaves a membership the creator held before the hire, whatever the hire does', async () => {
    const { ref } = await pair('hire-b');
    await h.db.execute(sql`insert into auth.workspace_members (workspace_id, user_id, role, created_at) values (${ref.workspaceId}, ${ref.creatorUserId}, 'contributor', now() - interval '1 day')`);
    await accept(ref);
    await end(ref);
    expect(await membership(ref.workspaceId, ref.creatorUserId)).toBe('contributor');

    const { ref: editorRef } = await pair('hire-c');
    await h.db.execute(sql`insert into auth.workspace_members (workspace_id, user_id, role) values (${editorRef.workspaceId}, ${editorRef.creatorUserId}, 'editor')`);
    await accept(editorRef);
    expect(await membership(editorRef.workspaceId, editorRef.creatorUserId)).toBe('editor');
    await end(editorRef);
    expect(await membership(editorRef.workspaceId, editorRef.creatorUserId)).toBe('editor');
  });

  it('skips a workspace or a user auth does not know', async () => {
    const { ref } = await pair('hire-d');
    await accept({ ...ref, workspaceId: 999_999 });
    await accept({ ...ref, creatorUserId: 999_999 });
    const rows = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from auth.workspace_members where user_id = 999999 or workspace_id = 999999`);
    expect(rows[0]?.n).toBe(0);
    expect(await membership(ref.workspaceId, ref.creatorUserId)).toBeUndefined();
  });
});
