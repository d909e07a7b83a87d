import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Member, SessionResponse, Team } from '@cadence/contracts';
import { PASSWORD, startAuth, tokenIn, type AuthHarness } from './support/platform';
import { invite, joinAsNew } from './support/workspace';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

const as = (session: SessionResponse) => ({ token: session.access_token });

async function createTeam(owner: SessionResponse, body: Record<string, unknown> = {}): Promise<Team> {
  const res = await h.request('POST', '/api/team', { ...as(owner), body: { name: 'Social', max_members: 5, is_active: true, ...body } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as Team;
}

describe('teams', () => {
  it('creates, lists (ten per page), reads, edits and deletes teams of the workspace', async () => {
    const owner = await h.signup('team-owner@example.com');
    const team = await createTeam(owner, { description: 'Posts and replies' });
    expect(team).toMatchObject({ name: 'Social', description: 'Posts and replies', max_members: 5, is_active: true, member_count: 0 });
    await createTeam(owner, { name: 'Ads', is_active: false });
    const list = await h.request('GET', '/api/team', as(owner));
    expect(list.json()).toMatchObject({ total: 2, limit: 10, page: 0 });
    const inactive = await h.request('GET', '/api/team?is_active=false', as(owner));
    expect(inactive.json().data.map((t: Team) => t.name)).toEqual(['Ads']);
    const edited = await h.request('PATCH', `/api/team/${team.id}`, { ...as(owner), body: { name: 'Social media', description: null } });
    expect(edited.json().data).toMatchObject({ name: 'Social media', description: null });
    expect((await h.request('GET', `/api/team/${team.id}`, as(owner))).json().data.name).toBe('Social media');
    const deleted = await h.request('DELETE', `/api/team/${team.id}`, as(owner));
    expect(deleted.json().data.id).toBe(team.id);
    expect((await h.request('GET', `/api/team/${team.id}`, as(owner))).statusCode).toBe(404);
  });

  it('lets only owners and admins change teams', async () => {
    const owner = await h.signup('roles-owner@example.com');
    const viewer = await joinAsNew(h, owner, 'roles-viewer@example.com', { role: 'viewer' });
    const admin = await joinAsNew(h, owner, 'roles-admin@example.com', { role: 'admin' });
    expect(viewer.user).toMatchObject({ workspaceId: owner.user.workspaceId, workspaceRole: 'viewer' });
    expect((await h.request('GET', '/api/team', as(viewer))).statusCode).toBe(200);
    const refused = await h.request('POST', '/api/team', { ...as(viewer), body: { name: 'Mine', max_members: 2, is_active: true } });
    expect(refused.statusCode).toBe(403);
    // Refused by the route's declared roles (owner, admin) before the service's own check.
    expect(refused.json().code).toBe('COMMON_ROLE_FORBIDDEN');
    expect(refused.json().message).toContain('viewer');
    expect((await h.request('POST', '/api/team/invitations', { ...as(viewer), body: { email: 'z@example.com', role: 'viewer' } })).statusCode).toBe(403);
    expect((await h.request('POST', '/api/team', { ...as(admin), body: { name: 'Admins team', max_members: 2, is_active: true } })).statusCode).toBe(201);
  });
});

describe('members', () => {
  it('lists members with their role and teams, changes roles and teams, removes them; the owner is protected', async () => {
    const owner = await h.signup('m-owner@example.com');
    const team = await createTeam(owner, { name: 'Video', max_members: 3 });
    const member = await joinAsNew(h, owner, 'm-member@example.com', { role: 'contributor', teamId: team.id });
    const list = await h.request('GET', '/api/team/members/info?orderBy=email', as(owner));
    expect(list.json().data.map((m: Member) => [m.email, m.role])).toEqual([
      ['m-member@example.com', 'contributor'],
      ['m-owner@example.com', 'owner'],
    ]);
    expect(list.json().data[0].teams).toEqual([{ id: team.id, name: 'Video' }]);
    const inTeam = await h.request('GET', `/api/team/members/info?teamId=${team.id}`, as(owner));
    expect(inTeam.json().data.map((m: Member) => m.userId)).toEqual([member.user.id]);
    expect((await h.request('GET', `/api/team/${team.id}`, as(owner))).json().data.member_count).toBe(1);

    const changed = await h.request('PATCH', `/api/team/members/${member.user.id}`, { ...as(owner), body: { role: 'editor', teamIds: [] } });
    expect(changed.json().data).toMatchObject({ role: 'editor', teams: [] });
    const ownerChange = await h.request('PATCH', `/api/team/members/${owner.user.id}`, { ...as(owner), body: { role: 'viewer' } });
    expect(ownerChange.statusCode).toBe(409);
    expect(ownerChange.json().code).toBe('TEAM_OWNER_PROTECTED');
    expect((await h.request('DELETE', `/api/team/members/${owner.user.id}`, as(owner))).statusCode).toBe(409);

    const removed = await h.request('DELETE', `/api/team/members/${member.user.id}`, as(owner));
    expect(removed.json().data.userId).toBe(member.user.id);
    // The removed member's token still names the workspace: it is revoked at once.
    expect((await h.request('GET', '/api/team', as(member))).statusCode).toBe(401);
    const [event] = await h.db.execute(sql`select payload from auth.outbox where name = 'auth.member.removed' and (payload->>'userId')::int = ${member.user.id}`);
    expect(event?.payload).toEqual({ workspaceId: owner.user.workspaceId, userId: member.user.id, role: 'editor' });
  });

  it("enforces a team's max_members when moving members into it", async () => {
    const owner = await h.signup('full-owner@example.com');
    const team = await createTeam(owner, { name: 'Tiny', max_members: 1 });
    const a = await joinAsNew(h, owner, 'full-a@example.com');
    const b = await joinAsNew(h, owner, 'full-b@example.com');
    expect((await h.request('PATCH', `/api/team/members/${a.user.id}`, { ...as(owner), body: { teamIds: [team.id] } })).statusCode).toBe(200);
    const full = await h.request('PATCH', `/api/team/members/${b.user.id}`, { ...as(owner), body: { teamIds: [team.id] } });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TEAM_MEMBER_LIMIT');
    expect(full.json().message).toMatch(/limited to 1 member.*max_members/);
    const shrink = await h.request('PATCH', `/api/team/${team.id}`, { ...as(owner), body: { max_members: 1 } });
    expect(shrink.statusCode).toBe(200);
  });
});

describe('the staff view of teams and members', () => {
  it('shows staff holding ManageTeam every workspace\'s teams and members, filterable by workspace; members see only their own', async () => {
    const admin = await h.adminToken();
    const north = await h.signup('staffview-north@example.com');
    const south = await h.signup('staffview-south@example.com');
    const northTeam = await createTeam(north, { name: 'Staffview North' });
    const southTeam = await createTeam(south, { name: 'Staffview South' });
    const southMember = await joinAsNew(h, south, 'staffview-member@example.com', { role: 'editor', teamId: southTeam.id });
    const northWorkspace = north.user.workspaceId as number;
    const southWorkspace = south.user.workspaceId as number;

    const all = await h.request('GET', '/api/team?search=Staffview&orderBy=id', { token: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((t: Team) => [t.name, t.workspace?.id])).toEqual([
      ['Staffview North', northWorkspace],
      ['Staffview South', southWorkspace],
    ]);
    expect(all.json().data[1].workspace.name).toEqual(expect.any(String));
    expect(all.json().data[1].workspace.name.length).toBeGreaterThan(0);
    const onlySouth = await h.request('GET', `/api/team?workspaceId=${southWorkspace}`, { token: admin });
    expect(onlySouth.json()).toMatchObject({ total: 1, data: [{ id: southTeam.id, member_count: 1 }] });

    const members = await h.request('GET', '/api/team/members/info?search=staffview&orderBy=email', { token: admin });
    expect(members.statusCode).toBe(200);
    expect(members.json().data.map((m: Member) => [m.email, m.workspace?.id, m.role])).toEqual([
      ['staffview-member@example.com', southWorkspace, 'editor'],
      ['staffview-north@example.com', northWorkspace, 'owner'],
      ['staffview-south@example.com', southWorkspace, 'owner'],
    ]);
    expect(members.json().data[0].teams).toEqual([{ id: southTeam.id, name: 'Staffview South' }]);
    const southMembers = await h.request('GET', `/api/team/members/info?workspaceId=${southWorkspace}&orderBy=id`, { token: admin });
    expect(southMembers.json().data.map((m: Member) => m.userId)).toEqual([south.user.id, southMember.user.id].sort((a, b) => a - b));
    const inTeam = await h.request('GET', `/api/team/members/info?teamId=${southTeam.id}`, { token: admin });
    expect(inTeam.json().data.map((m: Member) => m.userId)).toEqual([southMember.user.id]);

    // A workspace member sees their own workspace only, without workspace names, and may not name another one.
    const own = await h.request('GET', '/api/team', as(north));
    expect(own.json().data.map((t: Team) => t.id)).toEqual([northTeam.id]);
    expect(own.json().data[0].workspace).toBeUndefined();
    expect((await h.request('GET', `/api/team?workspaceId=${northWorkspace}`, as(north))).statusCode).toBe(200);
    expect((await h.request('GET', `/api/team?workspaceId=${southWorkspace}`, as(north))).statusCode).toBe(403);
    expect((await h.request('GET', `/api/team/members/info?workspaceId=${southWorkspace}`, as(north))).statusCode).toBe(403);
    // Staff without ManageTeam are refused.
    const support = await h.request('POST', '/api/users/employees', {
      token: admin,
      body: { name: 'Support Staffview', email: 'staffview-support@example.com', password: PASSWORD, roles: [2], status: 'active' },
    });
    expect(support.statusCode).toBe(201);
    const supportToken = (await h.login('staffview-support@example.com')).json().data.access_token as string;
    expect((await h.request('GET', '/api/team', { token: supportToken })).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  it('creates, lists, reads, resends and revokes invitations; the mail carries the accept link', async () => {
    const owner = await h.signup('i-owner@example.com', { name: 'Ivy Owner' });
    const { invitation, token } = await invite(h, owner, 'i-guest@example.com', { role: 'viewer' });
    expect(invitation).toMatchObject({ email: 'i-guest@example.com', role: 'viewer', status: 'pending', teamId: null, invitedBy: { id: owner.user.id, name: 'Ivy Owner' } });
    const mail = await h.lastMail('i-guest@example.com', 'invitation');
    expect(mail?.text).toContain('https://cadence.test/accept-invitation?token=');
    expect(mail?.subject).toContain('Ivy Owner');
    const [event] = await h.db.execute(sql`select payload from auth.outbox where name = 'auth.invitation.created' and (payload->>'invitationId')::int = ${invitation.id}`);
    expect(event?.payload).toMatchObject({ email: 'i-guest@example.com', inviterName: 'Ivy Owner', workspaceId: owner.user.workspaceId });

    expect((await h.request('GET', '/api/team/invitations?status=pending', as(owner))).json().total).toBe(1);
    expect((await h.request('GET', `/api/team/invitations/${invitation.id}`, as(owner))).json().data.email).toBe('i-guest@example.com');
    const again = await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'I-GUEST@example.com', role: 'viewer' } });
    expect(again.json().code).toBe('INVITATION_ALREADY_INVITED');

    const resent = await h.request('POST', `/api/team/invitations/${invitation.id}/resend`, as(owner));
    expect(resent.statusCode).toBe(200);
    const newToken = /token=([\w-]+)/.exec((await h.lastMail('i-guest@example.com', 'invitation'))?.text ?? '')?.[1];
    expect(newToken).not.toBe(token);
    expect((await h.request('GET', `/api/team/invitations/preview?token=${token}`)).statusCode).toBe(404);

    const revoked = await h.request('DELETE', `/api/team/invitations/${invitation.id}`, as(owner));
    expect(revoked.json().data.status).toBe('revoked');
    const gone = await h.request('GET', `/api/team/invitations/preview?token=${newToken}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('INVITATION_REVOKED');
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/resend`, as(owner))).json().code).toBe('INVITATION_NOT_PENDING');
  });

  it('shows invitations and their links to owners and admins only: a viewer, a contributor or an editor gets 403', async () => {
    const owner = await h.signup('iv-owner@example.com');
    const { invitation } = await invite(h, owner, 'iv-pending@example.com', { role: 'viewer' });
    // Members by role (added directly, so as not to spend the accept route's rate limit), each in a
    // session of the workspace as the product signs it.
    const memberAs = async (role: 'viewer' | 'contributor' | 'editor' | 'admin'): Promise<SessionResponse> => {
      const own = await h.signup(`iv-${role}@example.com`);
      await h.db.execute(sql`insert into auth.workspace_members (workspace_id, user_id, role) values (${owner.user.workspaceId}, ${own.user.id}, ${role})`);
      const moved = await h.request('POST', '/api/auth/workspaces/switch', { token: own.access_token, body: { workspaceId: owner.user.workspaceId, refresh_token: own.refresh_token } });
      expect(moved.json().data.user).toMatchObject({ workspaceId: owner.user.workspaceId, workspaceRole: role });
      return moved.json().data as SessionResponse;
    };
    const members = { viewer: await memberAs('viewer'), contributor: await memberAs('contributor'), editor: await memberAs('editor'), admin: await memberAs('admin') };
    const reads = [
      ['GET', '/api/team/invitations'],
      ['GET', `/api/team/invitations/${invitation.id}`],
      ['POST', `/api/team/invitations/${invitation.id}/link`],
    ] as const;
    for (const role of ['viewer', 'contributor', 'editor'] as const) {
      for (const [method, url] of reads) {
        const res = await h.request(method, url, as(members[role]));
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.body).not.toContain('iv-pending@example.com');
      }
    }
    for (const session of [owner, members.admin]) {
      const list = await h.request('GET', '/api/team/invitations?status=pending', as(session));
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((row: { email: string }) => row.email)).toEqual(['iv-pending@example.com']);
      expect((await h.request('GET', `/api/team/invitations/${invitation.id}`, as(session))).statusCode).toBe(200);
    }
    // The link is the inviter's alone: the owner sent this one, so another admin does not get it.
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner))).statusCode).toBe(200);
    const notInviter = await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(members.admin));
    expect(notInviter.statusCode).toBe(403);
    expect(notInviter.json().code).toBe('INVITATION_NOT_INVITER');
    expect(notInviter.body).not.toContain('token=');
  });

  it("gives the inviting side the invitation's link to copy: the mailed one, kept sealed, gone once used or revoked", async () => {
    const owner = await h.signup('link-owner@example.com');
    const { invitation, token } = await invite(h, owner, 'link-guest@example.com', { role: 'editor' });
    const copied = await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner));
    expect(copied.statusCode).toBe(200);
    expect(copied.json().data).toEqual({ url: `https://cadence.test/accept-invitation?token=${token}`, expiresAt: invitation.expiresAt, renewed: false });
    // Kept sealed, never as the token itself; copying again changes nothing.
    const [kept] = await h.db.execute<{ token_sealed: string }>(sql`select token_sealed from auth.invitations where id = ${invitation.id}`);
    expect(kept?.token_sealed).toMatch(/^v1\./);
    expect(kept?.token_sealed).not.toContain(token);
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner))).json().data.url).toBe(copied.json().data.url);
    expect((await h.request('GET', `/api/team/invitations/preview?token=${token}`)).statusCode).toBe(200);

    // A resend mails a fresh link: the copy follows it.
    await h.request('POST', `/api/team/invitations/${invitation.id}/resend`, as(owner));
    const fresh = tokenIn((await h.lastMail('link-guest@example.com', 'invitation'))?.text);
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner))).json().data.url).toBe(`https://cadence.test/accept-invitation?token=${fresh}`);

    // Another workspace's owner does not find it.
    const stranger = await h.signup('link-stranger@example.com');
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(stranger))).statusCode).toBe(404);

    // The link works, and once used it is neither kept nor copyable.
    const joined = await h.request('POST', '/api/team/invitations/accept', { body: { token: fresh, name: 'Guest', password: 'member password' } });
    expect(joined.statusCode).toBe(200);
    const [used] = await h.db.execute<{ token_sealed: string | null }>(sql`select token_sealed from auth.invitations where id = ${invitation.id}`);
    expect(used?.token_sealed).toBeNull();
    const after = await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner));
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('INVITATION_NOT_PENDING');

    const { invitation: revoked } = await invite(h, owner, 'link-revoked@example.com');
    await h.request('DELETE', `/api/team/invitations/${revoked.id}`, as(owner));
    expect((await h.request('POST', `/api/team/invitations/${revoked.id}/link`, as(owner))).statusCode).toBe(409);
  });

  it('makes a fresh link for an invitation from before links were kept; the mailed one stops working', async () => {
    const owner = await h.signup('old-link-owner@example.com');
    const { invitation, token } = await invite(h, owner, 'old-link-guest@example.com');
    await h.db.execute(sql`update auth.invitations set token_sealed = null where id = ${invitation.id}`);
    const copied = await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner));
    expect(copied.json().data.renewed).toBe(true);
    const renewed = tokenIn(copied.json().data.url);
    expect(renewed).not.toBe(token);
    expect((await h.request('GET', `/api/team/invitations/preview?token=${token}`)).statusCode).toBe(404);
    expect((await h.request('GET', `/api/team/invitations/preview?token=${renewed}`)).statusCode).toBe(200);
    const again = await h.request('POST', `/api/team/invitations/${invitation.id}/link`, as(owner));
    expect(again.json().data).toMatchObject({ url: copied.json().data.url, renewed: false });
  });

  it('previews an invitation publicly and creates the account from it (e-mail verified)', async () => {
    const owner = await h.signup('p-owner@example.com', { name: 'Pat' });
    const team = await createTeam(owner, { name: 'Launch' });
    const { token } = await invite(h, owner, 'p-new@example.com', { role: 'contributor', teamId: team.id });
    const preview = await h.request('GET', `/api/team/invitations/preview?token=${token}`);
    expect(preview.json().data).toEqual({ email: 'p-new@example.com', workspaceName: "Pat's workspace", inviterName: 'Pat', role: 'contributor', teamName: 'Launch', accountExists: false });
    const missing = await h.request('POST', '/api/team/invitations/accept', { body: { token } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'password']);
    const accepted = await h.request('POST', '/api/team/invitations/accept', { body: { token, name: 'New Person', password: 'member password' } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ email: 'p-new@example.com', email_verified: true, workspaceId: owner.user.workspaceId, workspaceRole: 'contributor', roleIds: [3] });
    expect(accepted.json().data.refresh_token).toBeTruthy();
    const used = await h.request('POST', '/api/team/invitations/accept', { body: { token, name: 'Again', password: 'member password' } });
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('INVITATION_USED');
    const [event] = await h.db.execute(sql`select payload from auth.outbox where name = 'auth.invitation.accepted' order by id desc limit 1`);
    expect(event?.payload).toMatchObject({ workspaceId: owner.user.workspaceId, userId: accepted.json().data.user.id, inviterId: owner.user.id, memberName: 'New Person' });
  });

  it('lets an existing account accept only when signed in as the invited e-mail', async () => {
    const owner = await h.signup('e-owner@example.com');
    const invited = await h.signup('e-invited@example.com');
    const stranger = await h.signup('e-stranger@example.com');
    const { token } = await invite(h, owner, 'e-invited@example.com', { role: 'admin' });
    expect((await h.request('GET', `/api/team/invitations/preview?token=${token}`)).json().data.accountExists).toBe(true);
    const anonymous = await h.request('POST', '/api/team/invitations/accept', { body: { token, name: 'X', password: PASSWORD } });
    expect(anonymous.json().code).toBe('INVITATION_SIGN_IN_REQUIRED');
    const wrong = await h.request('POST', '/api/team/invitations/accept', { ...as(stranger), body: { token } });
    expect(wrong.json().code).toBe('INVITATION_WRONG_ACCOUNT');
    const ok = await h.request('POST', '/api/team/invitations/accept', { ...as(invited), body: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ id: invited.user.id, workspaceId: owner.user.workspaceId, workspaceRole: 'admin' });
    // Signing in again keeps the workspace the invitation led to.
    const again = (await h.login('e-invited@example.com')).json().data as SessionResponse;
    expect(again.user.workspaceId).toBe(owner.user.workspaceId);

    // Both workspaces are listed, and the user can move back to their own.
    const mine = await h.request('GET', '/api/auth/workspaces', as(again));
    expect(mine.json().data.map((w: { workspaceId: number; role: string; current: boolean }) => [w.workspaceId, w.role, w.current])).toEqual([
      [invited.user.workspaceId, 'owner', false],
      [owner.user.workspaceId, 'admin', true],
    ]);
    const other = await h.request('POST', '/api/auth/workspaces/switch', { ...as(again), body: { workspaceId: stranger.user.workspaceId, refresh_token: again.refresh_token } });
    expect(other.statusCode).toBe(403);
    const stolen = await h.request('POST', '/api/auth/workspaces/switch', { ...as(again), body: { workspaceId: invited.user.workspaceId, refresh_token: stranger.refresh_token } });
    expect(stolen.statusCode).toBe(401);
    const back = await h.request('POST', '/api/auth/workspaces/switch', { ...as(again), body: { workspaceId: invited.user.workspaceId, refresh_token: again.refresh_token } });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user).toMatchObject({ workspaceId: invited.user.workspaceId, workspaceRole: 'owner' });
    expect((await h.request('POST', '/api/auth/refresh', { body: { refresh_token: again.refresh_token } })).json().code).toBe('AUTH_REFRESH_REUSED');
  });

  it('refuses an expired invitation with 410 and does not count it against the plan', async () => {
    const owner = await h.signup('x-owner@example.com');
    const { invitation, token } = await invite(h, owner, 'x-late@example.com');
    await h.db.execute(sql`update auth.invitations set expires_at = now() - interval '1 second' where id = ${invitation.id}`);
    const late = await h.request('POST', '/api/team/invitations/accept', { body: { token, name: 'Late', password: PASSWORD } });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('INVITATION_EXPIRED');
    expect((await h.request('GET', '/api/team/invitations?status=expired', as(owner))).json().data[0].id).toBe(invitation.id);
    expect((await h.request('POST', `/api/team/invitations/${invitation.id}/resend`, as(owner))).json().data.status).toBe('pending');
  });

  it('refuses inviting an existing member', async () => {
    const owner = await h.signup('dup-owner@example.com');
    await joinAsNew(h, owner, 'dup-member@example.com');
    const res = await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'dup-member@example.com', role: 'viewer' } });
    expect(res.json().code).toBe('INVITATION_ALREADY_MEMBER');
  });
});

describe('plan limits', () => {
  it('counts members and pending invitations against the trial (Traction: 4 users) with a clear 409', async () => {
    const owner = await h.signup('limit-owner@example.com');
    await joinAsNew(h, owner, 'limit-1@example.com');
    await invite(h, owner, 'limit-2@example.com');
    await invite(h, owner, 'limit-3@example.com');
    const over = await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'limit-4@example.com', role: 'viewer' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('WORKSPACE_USER_LIMIT');
    expect(over.json().message).toMatch(/Traction \(trial\) plan allows 4 users.*upgrade the plan/);
    // Revoking a pending invitation frees its seat.
    const pending = (await h.request('GET', '/api/team/invitations?status=pending', as(owner))).json().data;
    await h.request('DELETE', `/api/team/invitations/${pending[0].id}`, as(owner));
    expect((await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'limit-4@example.com', role: 'viewer' } })).statusCode).toBe(201);
  });

  it("counts pending invitations against a team's max_members", async () => {
    const owner = await h.signup('tl-owner@example.com');
    const team = await createTeam(owner, { name: 'Pair', max_members: 2 });
    await invite(h, owner, 'tl-1@example.com', { teamId: team.id });
    await invite(h, owner, 'tl-2@example.com', { teamId: team.id });
    const over = await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'tl-3@example.com', role: 'viewer', teamId: team.id } });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('TEAM_MEMBER_LIMIT');
  });

  it('refuses invitations on a plan without team collaboration', async () => {
    const owner = await h.signup('creator-owner@example.com');
    await h.db.execute(sql`update auth.workspaces set plan = 'creator' where id = ${owner.user.workspaceId}`);
    const res = await h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: 'c-1@example.com', role: 'viewer' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TEAM_PLAN_FEATURE');
  });

  it('never lets concurrent invitations pass the user limit', async () => {
    const owner = await h.signup('race-owner@example.com');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.request('POST', '/api/team/invitations', { ...as(owner), body: { email: `race-${i}@example.com`, role: 'viewer' } })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const [row] = await h.db.execute<{ n: number }>(
      sql`select (select count(*) from auth.workspace_members where workspace_id = ${owner.user.workspaceId}) + (select count(*) from auth.invitations where workspace_id = ${owner.user.workspaceId} and status = 'pending') as n`,
    );
    expect(Number(row?.n)).toBe(4);
  });

  it("never lets concurrent moves pass a team's max_members", async () => {
    const owner = await h.signup('race2-owner@example.com');
    const team = await createTeam(owner, { name: 'Duo', max_members: 2 });
    const members = [await joinAsNew(h, owner, 'race2-a@example.com'), await joinAsNew(h, owner, 'race2-b@example.com'), await joinAsNew(h, owner, 'race2-c@example.com')];
    const results = await Promise.all(members.map((m) => h.request('PATCH', `/api/team/members/${m.user.id}`, { ...as(owner), body: { teamIds: [team.id] } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect((await h.request('GET', `/api/team/${team.id}`, as(owner))).json().data.member_count).toBe(2);
  });
});
