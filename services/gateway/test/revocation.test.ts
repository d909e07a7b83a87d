import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cadence/contracts';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildPlatform, generateJwtKeys, generateSecretsKey, type Platform } from '@cadence/service-kit';
import { authService } from '@cadence/auth';
import { postingService } from '@cadence/posting';
import { buildGateway } from '../src/platform';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'root@example.com', password: 'root password 1' };
const PASSWORD = 'long enough pw';

interface Rig {
  /** Where auth answers. */
  auth: Platform;
  /** Where the posting service answers: another process in distributed mode, the same in all-in-one. */
  posting: Platform;
  close(): Promise<void>;
}

function envOf(database: TestDatabase, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const keys = generateJwtKeys();
  return {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    JWT_PRIVATE_KEY: keys.privateKey,
    JWT_PUBLIC_KEY: keys.publicKey,
    RATE_LIMIT_MAX: '100000',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'https://cadence.test',
    SECRETS_KEY: generateSecretsKey(),
    POSTING_WORKERS: '0',
    ...extra,
  };
}

/** Auth and posting in two processes' worth of platform, sharing the database and Redis. */
async function distributed(): Promise<Rig> {
  const database = await createTestDatabase('revoke_dist');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-revoke-'));
  const env = envOf(database, dataDir, { REDIS_URL });
  const auth = await buildPlatform({ name: 'auth', services: [authService], env });
  await auth.app.ready();
  const posting = await buildPlatform({ name: 'posting', services: [postingService], env });
  await posting.app.ready();
  return {
    auth,
    posting,
    async close() {
      await posting.close();
      await auth.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every service in one process, no Redis. */
async function allInOne(): Promise<Rig> {
  const database = await createTestDatabase('revoke_aio');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-revoke-'));
  const gateway = await buildGateway({ ...envOf(database, dataDir), WEB_DIST: path.join(dataDir, 'no-web') });
  await gateway.app.ready();
  return {
    auth: gateway,
    posting: gateway,
    async close() {
      await gateway.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each([
  ['distributed (Redis)', distributed],
  ['all-in-one', allInOne],
])('revoked access ends at once: %s', (_mode, start) => {
  let rig: Rig;
  let sequence = 0;
  beforeAll(async () => {
    rig = await start();
  });
  afterAll(() => rig?.close());

  async function signup(prefix: string): Promise<SessionResponse> {
    const email = `${prefix}-${++sequence}@example.com`;
    const res = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: PASSWORD, name: prefix } });
    if (res.statusCode !== 201) throw new Error(`signup: ${res.statusCode} ${res.body}`);
    return res.json().data as SessionResponse;
  }

  async function login(email: string, password = PASSWORD): Promise<SessionResponse> {
    const res = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
    return res.json().data as SessionResponse;
  }

  const listPosts = (token: string) => rig.posting.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(token) });
  const createGroup = (token: string) => rig.posting.app.inject({ method: 'POST', url: '/api/groups', headers: bearer(token), payload: { name: 'Still here?', accountIds: [] } });

  it('refuses a banned user on the next request in the posting service', async () => {
    const user = await signup('banned');
    expect((await listPosts(user.access_token)).statusCode).toBe(200);
    const admin = await login(ADMIN.email, ADMIN.password);
    const ban = await rig.auth.app.inject({ method: 'POST', url: `/api/users/${user.user.id}/ban`, headers: bearer(admin.access_token) });
    expect(ban.statusCode).toBe(200);
    const refused = await createGroup(user.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('COMMON_UNAUTHENTICATED');
    expect((await listPosts(user.access_token)).statusCode).toBe(401);
    expect((await listPosts(admin.access_token)).statusCode).not.toBe(401);
  });

  it('refuses a logged-out session but keeps the user\'s other sessions', async () => {
    const first = await signup('logout');
    const second = await login(first.user.email);
    expect((await listPosts(first.access_token)).statusCode).toBe(200);
    const out = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.access_token), payload: { refresh_token: first.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect((await listPosts(first.access_token)).statusCode).toBe(401);
    expect((await listPosts(second.access_token)).statusCode).toBe(200);
  });

  it('refuses the other sessions after a password change and keeps the caller\'s', async () => {
    const elsewhere = await signup('password');
    const here = await login(elsewhere.user.email);
    const changed = await rig.auth.app.inject({
      method: 'POST',
      url: '/api/auth/profile/password',
      headers: bearer(here.access_token),
      payload: { current_password: PASSWORD, new_password: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await listPosts(elsewhere.access_token)).statusCode).toBe(401);
    expect((await listPosts(here.access_token)).statusCode).toBe(200);
  });

  it('refuses a removed member in the workspace they left, not the owner', async () => {
    const owner = await signup('owner');
    const email = `member-${++sequence}@example.com`;
    const invited = await rig.auth.app.inject({ method: 'POST', url: '/api/team/invitations', headers: bearer(owner.access_token), payload: { email, role: 'editor' } });
    expect(invited.statusCode).toBe(201);
    const token = await invitationToken(owner, invited.json().data.id);
    const accepted = await rig.auth.app.inject({ method: 'POST', url: '/api/team/invitations/accept', payload: { token, name: 'Member', password: PASSWORD } });
    expect(accepted.statusCode).toBe(200);
    const member = accepted.json().data as SessionResponse;
    expect(member.user.workspaceId).toBe(owner.user.workspaceId);
    expect((await listPosts(member.access_token)).statusCode).toBe(200);
    const removed = await rig.auth.app.inject({ method: 'DELETE', url: `/api/team/members/${member.user.id}`, headers: bearer(owner.access_token) });
    expect(removed.statusCode).toBe(200);
    expect((await listPosts(member.access_token)).statusCode).toBe(401);
    expect((await createGroup(member.access_token)).statusCode).toBe(401);
    expect((await listPosts(owner.access_token)).statusCode).toBe(200);
  });

  it("refuses a member's token after their role changes; a renewal gets the new role at once", async () => {
    const owner = await signup('role-owner');
    const email = `role-member-${++sequence}@example.com`;
    const invited = await rig.auth.app.inject({ method: 'POST', url: '/api/team/invitations', headers: bearer(owner.access_token), payload: { email, role: 'editor' } });
    const accepted = await rig.auth.app.inject({ method: 'POST', url: '/api/team/invitations/accept', payload: { token: await invitationToken(owner, invited.json().data.id), name: 'Member', password: PASSWORD } });
    const member = accepted.json().data as SessionResponse;
    expect((await listPosts(member.access_token)).statusCode).toBe(200);
    const changed = await rig.auth.app.inject({ method: 'PATCH', url: `/api/team/members/${member.user.id}`, headers: bearer(owner.access_token), payload: { role: 'viewer' } });
    expect(changed.statusCode).toBe(200);
    expect((await listPosts(member.access_token)).statusCode).toBe(401);
    const renewed = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: member.refresh_token } });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().data as SessionResponse;
    expect(next.user.workspaceRole).toBe('viewer');
    expect((await listPosts(next.access_token)).statusCode).toBe(200);
  });

  it("refuses a staff member's token after their roles change; signing in again works at once", async () => {
    const admin = await login(ADMIN.email, ADMIN.password);
    const email = `staff-${++sequence}@example.com`;
    const created = await rig.auth.app.inject({ method: 'POST', url: '/api/users/employees', headers: bearer(admin.access_token), payload: { name: 'Staff', email, password: PASSWORD, roles: [2], status: 'active' } });
    expect(created.statusCode, created.body).toBe(201);
    const staff = await login(email);
    expect((await listPosts(staff.access_token)).statusCode).not.toBe(401);
    const changed = await rig.auth.app.inject({ method: 'PATCH', url: `/api/users/employees/${staff.user.id}`, headers: bearer(admin.access_token), payload: { roles: [1] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await listPosts(staff.access_token)).statusCode).toBe(401);
    const again = await login(email);
    expect(again.user.roleIds).toEqual([1]);
    expect((await listPosts(again.access_token)).statusCode).not.toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const user = await signup('no-expiry');
    const forever = rig.auth.app.jwt.sign({ sub: String(user.user.id), wid: user.user.workspaceId, rid: [3], perms: ['Posts'] }, { noTimestamp: true });
    expect((await listPosts(forever)).statusCode).toBe(401);
  });

  /** The invitation link's token, as its inviter copies it (the mail log shows it redacted). */
  async function invitationToken(inviter: SessionResponse, id: number): Promise<string> {
    const res = await rig.auth.app.inject({ method: 'POST', url: `/api/team/invitations/${id}/link`, headers: bearer(inviter.access_token) });
    const token = /[?&]token=([\w-]+)/.exec((res.json().data as { url?: string } | undefined)?.url ?? '')?.[1];
    if (!token) throw new Error(`no link for invitation ${id}: ${res.body.slice(0, 200)}`);
    return token;
  }
});
