import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountConnected, accountDisconnected, type CreatedApiKey, type EventMessage, type SessionResponse } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { authenticate, buildPlatform, defineService, generateJwtKeys, generateSecretsKey, type Platform } from '@cadence/service-kit';
import { authService } from '../src/app';
import { ADMIN, FAST_HASHING, PASSWORD, startAuth, type AuthHarness } from './support/platform';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** posting.account.connected / disconnected as posting publishes them. */
function accountEvent(event: typeof accountConnected | typeof accountDisconnected, accountId: number, workspaceId: number): EventMessage {
  const facts = { accountId, workspaceId, type: 'twitter', name: `Account ${accountId}`, userIds: [] };
  const payload = event === accountConnected ? { ...facts, reconnected: false } : { ...facts, reason: 'disconnected' };
  return { id: randomUUID(), name: event.name, version: event.version, topic: event.topic, key: String(accountId), occurredAt: new Date().toISOString(), payload, headers: {} };
}

describe('creating an API key', () => {
  let h: AuthHarness;
  let owner: SessionResponse;
  let other: SessionResponse;
  beforeAll(async () => {
    h = await startAuth();
    owner = await h.signup('keys-owner@example.com');
    other = await h.signup('keys-other@example.com');
    // What posting announces: accounts 11 and 12 are the owner's workspace's, 21 the other's (12 disconnected since).
    await h.t.platform.transport.publish([
      accountEvent(accountConnected, 11, owner.user.workspaceId!),
      accountEvent(accountDisconnected, 12, owner.user.workspaceId!),
      accountEvent(accountConnected, 21, other.user.workspaceId!),
    ]);
  });
  afterAll(() => h?.close());

  const create = (body: Record<string, unknown>, token = owner.access_token) => h.request('POST', '/api/auth/api-keys', { token, body: { name: 'Script', scopes: ['posts:read'], ...body } });
  const fieldsOf = (res: { json(): unknown }) => ((res.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map((error) => error.field);

  it("names no account of another workspace: one is a 400 on accountIds", async () => {
    const own = await create({ accountIds: [11, 12] });
    expect(own.statusCode, own.body).toBe(201);
    expect((own.json().data as CreatedApiKey).key.accountIds).toEqual([11, 12]);

    const foreign = await create({ accountIds: [11, 21] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('COMMON_VALIDATION_FAILED');
    expect(fieldsOf(foreign)).toEqual(['accountIds']);
    expect(foreign.json().errors[0].message).toBe('account 21 is not an account of this workspace');

    // One auth has not heard of yet (connected a moment ago, its event on the way) is not
    // refused: posting scopes every use of the key to the key's workspace anyway.
    const unknown = await create({ accountIds: [999_999] });
    expect(unknown.statusCode).toBe(201);

    // The other workspace's owner may name 21, and not 11.
    expect((await create({ accountIds: [21] }, other.access_token)).statusCode).toBe(201);
    expect((await create({ accountIds: [11] }, other.access_token)).statusCode).toBe(400);
    const [count] = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from auth.api_keys where 21 = any(account_ids) and workspace_id = ${owner.user.workspaceId}`);
    expect(count?.n).toBe(0);
  });

  it('lets a key schedule directly only with the posts:schedule scope: without it, a 400 on directScheduling', async () => {
    const without = await create({ scopes: ['drafts:write'], directScheduling: true });
    expect(without.statusCode).toBe(400);
    expect(fieldsOf(without)).toEqual(['directScheduling']);
    expect(without.json().message).toContain('posts:schedule');
    const both = await create({ scopes: ['drafts:write'], directScheduling: true, accountIds: [21], expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(fieldsOf(both).sort()).toEqual(['accountIds', 'directScheduling', 'expiresAt']);

    const scheduling = await create({ scopes: ['drafts:write', 'posts:schedule'], directScheduling: true });
    expect(scheduling.statusCode).toBe(201);
    expect((scheduling.json().data as CreatedApiKey).key.directScheduling).toBe(true);
  });

  it('is for the owner alone: an admin of the workspace gets 403', async () => {
    const admin = h.t.token({ userId: owner.user.id, workspaceId: owner.user.workspaceId, permissions: ['dashboard'], workspaceRole: 'admin' });
    expect((await create({}, admin)).statusCode).toBe(403);
    expect((await h.request('GET', '/api/auth/api-keys', { token: admin })).statusCode).toBe(403);
  });
});

/**
 * A process that serves one route an API key opens (GET /api/posts, posts:read), as posting does:
 * it authenticates keys through the kit alone, reading auth.api_keys.
 */
async function probeService(dir: string) {
  const migrations = path.join(dir, 'probe-migrations');
  await mkdir(path.join(migrations, 'meta'), { recursive: true });
  await writeFile(path.join(migrations, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }));
  return defineService({
    name: 'probe',
    areas: ['posts'],
    env: {},
    migrationsFolder: migrations,
    async routes(app) {
      app.get('/api/posts', async (request) => {
        const principal = await authenticate(request);
        return { userId: principal.userId, workspaceId: principal.workspaceId };
      });
    },
  });
}

describe("a banned or removed owner's API keys, across processes and restarts", () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let auth: Platform;
  let probe: Platform;
  let probeDefinition: Awaited<ReturnType<typeof probeService>>;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase('apikeys_owner');
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-apikeys-owner-'));
    const keys = generateJwtKeys();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_PRIVATE_KEY: keys.privateKey,
      JWT_PUBLIC_KEY: keys.publicKey,
      RATE_LIMIT_MAX: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: 'https://cadence.test',
      SECRETS_KEY: generateSecretsKey(),
      ...FAST_HASHING,
    };
    probeDefinition = await probeService(dataDir);
    // Two processes sharing the database and Redis: auth, and one that only checks keys.
    auth = await buildPlatform({ name: 'auth', services: [authService], env: { ...env, REDIS_URL } });
    await auth.app.ready();
    probe = await buildPlatform({ name: 'probe', services: [probeDefinition], env: { ...env, REDIS_URL, DATA_DIR: path.join(dataDir, 'probe') } });
    await probe.app.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await auth?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const onProbe = (platform: Platform, key: string) => platform.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(key) });

  async function signup(prefix: string): Promise<SessionResponse> {
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `${prefix}-${++sequence}@example.com`, password: PASSWORD, name: prefix } });
    if (res.statusCode !== 201) throw new Error(`signup: ${res.statusCode} ${res.body}`);
    return res.json().data as SessionResponse;
  }

  async function keyOf(owner: SessionResponse): Promise<string> {
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/api-keys', headers: bearer(owner.access_token), payload: { name: 'Script', scopes: ['posts:read'] } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as CreatedApiKey).secret;
  }

  async function adminToken(): Promise<string> {
    const res = await auth.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.1.1.1' });
    return (res.json().data as SessionResponse).access_token;
  }

  /** A fresh process on the same database, neither Redis nor a revocations file: only the database speaks. */
  async function restartedProbe(): Promise<Platform> {
    const platform = await buildPlatform({ name: 'probe', services: [probeDefinition], env: { ...env, DATA_DIR: path.join(dataDir, `probe-${++sequence}`) } });
    await platform.app.ready();
    return platform;
  }

  it('refuses a banned owner’s key at once in the other process, after a restart, and after an unban too', async () => {
    const owner = await signup('banned-owner');
    const bystander = await signup('bystander');
    const key = await keyOf(owner);
    const othersKey = await keyOf(bystander);
    // The other process has read and cached the key.
    expect((await onProbe(probe, key)).statusCode).toBe(200);
    expect((await onProbe(probe, othersKey)).statusCode).toBe(200);

    const banned = await auth.app.inject({ method: 'POST', url: `/api/users/${owner.user.id}/ban`, headers: bearer(await adminToken()) });
    expect(banned.statusCode, banned.body).toBe(200);
    // Announced through Redis: no waiting for the 30 s cache.
    await vi.waitFor(async () => expect((await onProbe(probe, key)).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
    expect((await onProbe(probe, key)).json().message).toMatch(/API key/);
    expect((await onProbe(probe, othersKey)).statusCode).toBe(200);

    // Revoked in the database too: listed as revoked, refused by a process that starts afresh.
    const [row] = await database.sql<{ revoked_at: Date | null }[]>`select revoked_at from auth.api_keys where created_by = ${owner.user.id}`;
    expect(row?.revoked_at).not.toBeNull();
    const restarted = await restartedProbe();
    try {
      expect((await onProbe(restarted, key)).statusCode).toBe(401);
      expect((await onProbe(restarted, othersKey)).statusCode).toBe(200);
      // Like a session, a key does not come back with an unban.
      await auth.app.inject({ method: 'POST', url: `/api/users/${owner.user.id}/unban`, headers: bearer(await adminToken()) });
      expect((await onProbe(restarted, key)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it('refuses the keys a member made once they are removed from the workspace, and only that workspace’s', async () => {
    const first = await signup('first-owner');
    const second = await signup('second-owner');
    // The first owner made a key in their workspace, then handed the workspace over to the second
    // (who joins it as its owner), staying on as an admin.
    const key = await keyOf(first);
    const secondsOwnKey = await keyOf(second);
    const workspaceId = first.user.workspaceId!;
    const db = createDrizzle(database.sql);
    await db.execute(sql`insert into auth.workspace_members (workspace_id, user_id, role) values (${workspaceId}, ${second.user.id}, 'owner')`);
    await db.execute(sql`update auth.workspace_members set role = 'admin' where workspace_id = ${workspaceId} and user_id = ${first.user.id}`);
    await db.execute(sql`update auth.workspaces set owner_id = ${second.user.id} where id = ${workspaceId}`);
    expect((await onProbe(probe, key)).statusCode).toBe(200);

    const moved = await auth.app.inject({ method: 'POST', url: '/api/auth/workspaces/switch', headers: bearer(second.access_token), payload: { workspaceId, refresh_token: second.refresh_token } });
    expect(moved.statusCode, moved.body).toBe(200);
    const newOwner = moved.json().data as SessionResponse;
    const removed = await auth.app.inject({ method: 'DELETE', url: `/api/team/members/${first.user.id}`, headers: bearer(newOwner.access_token) });
    expect(removed.statusCode, removed.body).toBe(200);

    await vi.waitFor(async () => expect((await onProbe(probe, key)).statusCode).toBe(401), { timeout: 2_000, interval: 20 });
    // The second owner's key of their own workspace is untouched.
    expect((await onProbe(probe, secondsOwnKey)).statusCode).toBe(200);
    const restarted = await restartedProbe();
    try {
      expect((await onProbe(restarted, key)).statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});
