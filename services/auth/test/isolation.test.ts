import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as contracts from '@cadence/contracts';
import { endpointPath, type Endpoint, type SessionResponse } from '@cadence/contracts';
import { startAuth, type AuthHarness } from './support/platform';
import { invite, joinAsNew } from './support/workspace';

/**
 * Workspace isolation: a member of workspace A, even its owner, cannot read or change
 * workspace B's users, members, teams or invitations through any workspace-scoped route.
 */
let h: AuthHarness;
let ownerA: SessionResponse;
let memberA: SessionResponse;
let ownerB: SessionResponse;
let memberB: SessionResponse;
let teamB: number;
let invitationB: number;

beforeAll(async () => {
  h = await startAuth();
  ownerA = await h.signup('owner-a@example.com');
  memberA = await joinAsNew(h, ownerA, 'member-a@example.com', { role: 'admin' });
  ownerB = await h.signup('owner-b@example.com');
  const team = await h.request('POST', '/api/team', { token: ownerB.access_token, body: { name: 'B team', max_members: 3, is_active: true } });
  teamB = team.json().data.id;
  memberB = await joinAsNew(h, ownerB, 'member-b@example.com', { teamId: teamB });
  invitationB = (await invite(h, ownerB, 'pending-b@example.com', { role: 'viewer' })).invitation.id;
});
afterAll(() => h?.close());

/** Every row of workspace B that a route could read or change. */
async function snapshotB() {
  const wid = ownerB.user.workspaceId;
  return h.db.execute(sql`
    select json_build_object(
      'workspace', (select row_to_json(w) from auth.workspaces w where id = ${wid}),
      'members', (select json_agg(m order by user_id) from auth.workspace_members m where workspace_id = ${wid}),
      'teams', (select json_agg(t order by id) from auth.teams t where workspace_id = ${wid}),
      'teamMembers', (select json_agg(tm order by team_id, user_id) from auth.team_members tm where workspace_id = ${wid}),
      'invitations', (select json_agg(i order by id) from auth.invitations i where workspace_id = ${wid}),
      'users', (select json_agg(u order by id) from auth.users u where id in (select user_id from auth.workspace_members where workspace_id = ${wid}))
    ) as b`);
}

type Case = { endpoint: Endpoint; params?: Record<string, number>; query?: string; body?: unknown };

/** Each workspace-scoped or user-admin route aimed at workspace B's records. */
function attacks(): Case[] {
  return [
    { endpoint: contracts.listTeams },
    { endpoint: contracts.getTeam, params: { id: teamB } },
    { endpoint: contracts.updateTeam, params: { id: teamB }, body: { name: 'taken over' } },
    { endpoint: contracts.deleteTeam, params: { id: teamB } },
    { endpoint: contracts.createTeam, body: { name: 'A team', max_members: 2, is_active: true } },
    { endpoint: contracts.listMembers },
    { endpoint: contracts.listMembers, query: `teamId=${teamB}` },
    { endpoint: contracts.updateMember, params: { userId: memberB.user.id }, body: { role: 'viewer' } },
    { endpoint: contracts.updateMember, params: { userId: memberA.user.id }, body: { teamIds: [teamB] } },
    { endpoint: contracts.removeMember, params: { userId: memberB.user.id } },
    { endpoint: contracts.listInvitations },
    { endpoint: contracts.getInvitation, params: { id: invitationB } },
    { endpoint: contracts.resendInvitation, params: { id: invitationB } },
    { endpoint: contracts.revokeInvitation, params: { id: invitationB } },
    { endpoint: contracts.copyInvitationLink, params: { id: invitationB } },
    { endpoint: contracts.createInvitation, body: { email: 'via-a@example.com', role: 'viewer', teamId: teamB } },
    { endpoint: contracts.listUsers },
    { endpoint: contracts.getUser, params: { id: ownerB.user.id } },
    { endpoint: contracts.updateUser, params: { id: ownerB.user.id }, body: { name: 'taken over' } },
    { endpoint: contracts.banUser, params: { id: ownerB.user.id } },
    { endpoint: contracts.unbanUser, params: { id: ownerB.user.id } },
    { endpoint: contracts.createUser, body: { name: 'X', email: 'x-made@example.com', password: 'long enough pw', plans: ['Scale'], status: true, email_verified: true, mobile_verified: false } },
    { endpoint: contracts.listPlanOptions },
  ];
}

/** B's ids by the kind of record a list returns. */
function bIdsFor(endpoint: Endpoint): number[] {
  if (endpoint === contracts.listTeams) return [teamB];
  if (endpoint === contracts.listMembers) return [ownerB.user.id, memberB.user.id];
  if (endpoint === contracts.listInvitations) return [invitationB];
  return [];
}

function idsIn(body: unknown): number[] {
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((row: Record<string, unknown>) => [row.id, row.userId].filter((v): v is number => typeof v === 'number'));
}

describe('workspace isolation matrix', () => {
  it('covers every workspace-scoped and user-admin route of the contracts', () => {
    const exported: unknown[] = Object.values(contracts);
    const scoped = exported.filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value && Reflect.get(value, 'auth') === 'user');
    const wanted = scoped.filter((e) => e.path.startsWith('/api/team') || (e.path.startsWith('/api/users') && e.permission === 'ManageUsers'));
    const covered = new Set(attacks().map((c) => `${c.endpoint.method} ${c.endpoint.path}`));
    expect(wanted.map((e) => `${e.method} ${e.path}`).filter((key) => !covered.has(key))).toEqual([]);
  });

  const callers: [string, () => string][] = [
    ['the owner of workspace A', () => ownerA.access_token],
    ['an admin of workspace A', () => memberA.access_token],
    // A token naming workspace B for a user who is not its member (e.g. removed): refused by the membership check.
    ['a token claiming workspace B for a non-member', () => h.t.token({ userId: ownerA.user.id, workspaceId: ownerB.user.workspaceId, permissions: ['ManageTeam'], roleIds: [3] })],
  ];

  for (const [who, token] of callers) {
    it(`${who} cannot read or change workspace B (404 or 403; B unchanged)`, async () => {
      const before = await snapshotB();
      for (const c of attacks()) {
        const url = endpointPath(c.endpoint.path, c.params) + (c.query ? `?${c.query}` : '');
        const res = await h.request(c.endpoint.method as 'GET', url, { token: token(), ...(c.body !== undefined ? { body: c.body } : {}) });
        const label = `${c.endpoint.method} ${url} → ${res.statusCode}`;
        if (res.statusCode < 400) {
          // Allowed only where the route works on the caller's own workspace: nothing of B may show.
          const ids = idsIn(res.json());
          expect(bIdsFor(c.endpoint).filter((id) => ids.includes(id)), label).toEqual([]);
          expect(res.body, label).not.toMatch(/owner-b@|member-b@|pending-b@|B team/);
        } else {
          expect([403, 404], label).toContain(res.statusCode);
        }
      }
      expect(await snapshotB()).toEqual(before);
    });
  }

  it("answers 404 to A's owner for B's records, as if they did not exist", async () => {
    const token = ownerA.access_token;
    expect((await h.request('GET', `/api/team/${teamB}`, { token })).statusCode).toBe(404);
    expect((await h.request('GET', `/api/team/invitations/${invitationB}`, { token })).statusCode).toBe(404);
    expect((await h.request('DELETE', `/api/team/members/${memberB.user.id}`, { token })).statusCode).toBe(404);
  });
});
