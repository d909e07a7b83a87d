import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_KEY_PATTERN, type ApiKey, type CreatedApiKey, type Post, type SessionResponse } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildPlatform, generateJwtKeys, generateSecretsKey, type Platform } from '@cadence/service-kit';
import { authService } from '@cadence/auth';
import { postingService } from '@cadence/posting';
import { buildGateway } from '../src/platform';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'root@example.com', password: 'root password 1' };
const PASSWORD = 'long enough pw';

interface Rig {
  auth: Platform;
  /** Where the posting service answers: another process in distributed mode, the same in all-in-one. */
  posting: Platform;
  database: TestDatabase;
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

/** Auth and posting as two processes sharing the database and Redis. */
async function distributed(): Promise<Rig> {
  const database = await createTestDatabase('apikeys_dist');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-apikeys-'));
  const env = envOf(database, dataDir, { REDIS_URL });
  const auth = await buildPlatform({ name: 'auth', services: [authService], env });
  await auth.app.ready();
  const posting = await buildPlatform({ name: 'posting', services: [postingService], env });
  await posting.app.ready();
  return {
    auth,
    posting,
    database,
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
  const database = await createTestDatabase('apikeys_aio');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-apikeys-'));
  const gateway = await buildGateway({ ...envOf(database, dataDir), WEB_DIST: path.join(dataDir, 'no-web') });
  await gateway.app.ready();
  return {
    auth: gateway,
    posting: gateway,
    database,
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
])('API keys: %s', (_mode, start) => {
  let rig: Rig;
  let sequence = 0;
  let ownerA: SessionResponse;
  let ownerB: SessionResponse;
  let postB: number;

  async function signup(prefix: string): Promise<SessionResponse> {
    const email = `${prefix}-${++sequence}@example.com`;
    const res = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: PASSWORD, name: prefix } });
    if (res.statusCode !== 201) throw new Error(`signup: ${res.statusCode} ${res.body}`);
    return res.json().data as SessionResponse;
  }

  async function createKey(owner: SessionResponse, body: Record<string, unknown>): Promise<CreatedApiKey> {
    const res = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/api-keys', headers: bearer(owner.access_token), payload: { name: 'Script', ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as CreatedApiKey;
  }

  const onPosting = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    rig.posting.app.inject({ method, url, headers: bearer(key), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  beforeAll(async () => {
    rig = await start();
    ownerA = await signup('owner-a');
    ownerB = await signup('owner-b');
    const draft = await onPosting(ownerB.access_token, 'POST', '/api/posts', { mode: 'draft', text: 'B only' });
    expect(draft.statusCode, draft.body).toBe(201);
    postB = draft.json().data.id;
  });
  afterAll(() => rig?.close());

  it('shows the secret once, keeps only its hash and logs every use with the last one shown', async () => {
    const created = await createKey(ownerA, { scopes: ['posts:read'] });
    expect(created.secret).toMatch(API_KEY_PATTERN);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const db = createDrizzle(rig.posting.sql!);
    const rows = await db.execute<{ secret_hash: string; lookup_id: string }>(sql`select secret_hash, lookup_id from auth.api_keys where id = ${created.key.id}`);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    const listed = await rig.auth.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(ownerA.access_token) });
    expect(listed.body).not.toContain(created.secret);
    expect((listed.json().data as ApiKey[]).find((key) => key.id === created.key.id)?.lastUsedAt).toBeNull();

    expect((await onPosting(created.secret, 'GET', '/api/posts')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const uses = await rig.auth.app.inject({ method: 'GET', url: `/api/auth/api-keys/${created.key.id}/uses`, headers: bearer(ownerA.access_token) });
      expect(uses.json().data).toEqual([expect.objectContaining({ method: 'GET', path: '/api/posts', status: 200 })]);
    });
    const after = await rig.auth.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(ownerA.access_token) });
    expect((after.json().data as ApiKey[]).find((key) => key.id === created.key.id)?.lastUsedAt).not.toBeNull();
  });

  it('opens only the routes of its scopes: never staff routes, key management or the profile', async () => {
    const { secret } = await createKey(ownerA, { scopes: ['posts:read', 'drafts:write'] });
    expect((await onPosting(secret, 'GET', '/api/posts')).statusCode).toBe(200);
    const draft = await onPosting(secret, 'POST', '/api/posts', { mode: 'draft', text: 'From a script' });
    expect(draft.statusCode, draft.body).toBe(201);
    for (const [method, url] of [
      ['GET', '/api/media'],
      ['GET', '/api/captions'],
      ['GET', '/api/platform-post'],
      ['DELETE', `/api/posts/${draft.json().data.id}`],
    ] as const) {
      const refused = await onPosting(secret, method, url);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe('COMMON_FORBIDDEN');
    }
    for (const url of ['/api/auth/api-keys', '/api/auth/me', '/api/users']) {
      expect((await rig.auth.app.inject({ method: 'GET', url, headers: bearer(secret) })).statusCode, url).toBe(403);
    }
    const readOnly = await createKey(ownerA, { scopes: ['posts:read'] });
    expect((await onPosting(readOnly.secret, 'POST', '/api/posts', { mode: 'draft', text: 'No' })).statusCode).toBe(403);
  });

  it('never reaches another workspace', async () => {
    const { secret } = await createKey(ownerA, { scopes: ['posts:read', 'drafts:write'] });
    expect((await onPosting(secret, 'GET', `/api/posts/${postB}`)).statusCode).toBe(404);
    expect((await onPosting(secret, 'PATCH', `/api/posts/${postB}`, { text: 'taken over' })).statusCode).toBe(404);
    const list = await onPosting(secret, 'GET', '/api/posts?limit=100');
    expect((list.json().data as { id: number }[]).map((post) => post.id)).not.toContain(postB);
    const own = await onPosting(ownerB.access_token, 'GET', `/api/posts/${postB}`);
    expect(own.json().data.text).toBe('B only');
    // B's owner sees none of A's keys, and cannot revoke them.
    const mine = await createKey(ownerA, { scopes: ['posts:read'] });
    const theirs = await rig.auth.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(ownerB.access_token) });
    expect((theirs.json().data as ApiKey[]).map((key) => key.id)).not.toContain(mine.key.id);
    expect((await rig.auth.app.inject({ method: 'DELETE', url: `/api/auth/api-keys/${mine.key.id}`, headers: bearer(ownerB.access_token) })).statusCode).toBe(404);
    expect((await onPosting(mine.secret, 'GET', '/api/posts')).statusCode).toBe(200);
  });

  it('keeps a key limited to its accounts', async () => {
    const { secret } = await createKey(ownerA, { scopes: ['drafts:write'], accountIds: [4242] });
    const other = await onPosting(secret, 'POST', '/api/posts', { mode: 'draft', text: 'Elsewhere', accountIds: [4243] });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('4243');
    expect((await onPosting(secret, 'POST', '/api/posts', { mode: 'draft', text: 'By group', groupIds: [1] })).statusCode).toBe(403);
    const reader = await createKey(ownerA, { scopes: ['posts:read'], accountIds: [4242] });
    expect((await onPosting(reader.secret, 'GET', '/api/groups')).statusCode).toBe(403);
    const everyAccount = await createKey(ownerA, { scopes: ['posts:read'] });
    expect((await onPosting(everyAccount.secret, 'GET', '/api/groups')).statusCode).toBe(200);
  });

  it('reads and changes only the posts and accounts of the accounts a key is limited to', async () => {
    const workspaceId = ownerA.user.workspaceId;
    const insert = (name: string) =>
      rig.database.sql<{ id: number }[]>`insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by) values (${workspaceId}, 'bluesky', ${`${name}-${++sequence}`}, ${name}, ${ownerA.user.id}) returning id`;
    const [[mine], [theirs]] = await Promise.all([insert('Reachable'), insert('Out of reach')]);
    if (!mine || !theirs) throw new Error('no accounts');
    const draft = async (accountIds: number[]) => (await onPosting(ownerA.access_token, 'POST', '/api/posts', { mode: 'draft', text: `To ${accountIds.join(' and ')}`, accountIds })).json().data.id as number;
    const [inside, outside, both, none] = await Promise.all([draft([mine.id]), draft([theirs.id]), draft([mine.id, theirs.id]), draft([])]);
    const { secret } = await createKey(ownerA, { scopes: ['posts:read', 'drafts:write'], accountIds: [mine.id] });

    const listed = (await onPosting(secret, 'GET', '/api/posts?limit=100')).json().data as { id: number }[];
    expect(listed.map((post) => post.id)).toContain(inside);
    for (const hidden of [outside, both, none]) expect(listed.map((post) => post.id)).not.toContain(hidden);
    expect((await onPosting(secret, 'GET', `/api/posts/${inside}`)).statusCode).toBe(200);
    for (const hidden of [outside, both, none]) {
      expect((await onPosting(secret, 'GET', `/api/posts/${hidden}`)).statusCode).toBe(404);
      expect((await onPosting(secret, 'PATCH', `/api/posts/${hidden}`, { text: 'changed by a script' })).statusCode).toBe(404);
    }
    const changed = await onPosting(secret, 'PATCH', `/api/posts/${inside}`, { text: 'changed by a script' });
    expect(changed.statusCode, changed.body).toBe(200);
    const untouched = await onPosting(ownerA.access_token, 'GET', `/api/posts/${both}`);
    expect(untouched.json().data.text).toBe(`To ${mine.id} and ${theirs.id}`);
    const accounts = (await onPosting(secret, 'GET', '/api/accounts?limit=100')).json().data as { id: number }[];
    expect(accounts.map((account) => account.id)).toEqual([mine.id]);
  });

  describe('approval enforced by the server', () => {
    let account: number;
    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
    const dueOf = async (postId: number) =>
      (await rig.database.sql<{ next_attempt_at: Date | null }[]>`select next_attempt_at from posting.post_targets where post_id = ${postId}`).map((row) => row.next_attempt_at);

    beforeAll(async () => {
      const [row] = await rig.database.sql<{ id: number }[]>`insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by) values (${ownerA.user.workspaceId}, 'bluesky', ${`agent-${++sequence}`}, 'Agent target', ${ownerA.user.id}) returning id`;
      if (!row) throw new Error('no account');
      account = row.id;
    });

    it('keeps what a key without direct scheduling schedules waiting for approval, named after the key', async () => {
      const { key, secret } = await createKey(ownerA, { name: 'Agent', scopes: ['posts:read', 'posts:schedule'] });
      expect(key.directScheduling).toBe(false);
      for (const body of [
        { mode: 'schedule', scheduledAt: inAnHour() },
        { mode: 'now' },
      ]) {
        const created = await onPosting(secret, 'POST', '/api/posts', { ...body, text: `Written by an agent (${body.mode})`, accountIds: [account] });
        expect(created.statusCode, created.body).toBe(201);
        const post = created.json().data as Post;
        expect(post.status).toBe('not_approved');
        expect(post.viaApiKey).toBe('Agent');
        expect(post.targets.map((target) => target.status)).toEqual(['pending']);
        expect(await dueOf(post.id)).toEqual([null]);
        // In the approvals queue the owner reads.
        const queue = await onPosting(ownerA.access_token, 'GET', '/api/posts?status=not_approved&limit=100');
        expect((queue.json().data as Post[]).find((row) => row.id === post.id)?.viaApiKey).toBe('Agent');
        // Changing it with the key leaves it waiting; the key cannot approve it.
        const changed = await onPosting(secret, 'PATCH', `/api/posts/${post.id}`, { mode: 'schedule', scheduledAt: inAnHour() });
        expect(changed.json().data.status).toBe('not_approved');
        expect((await onPosting(secret, 'POST', `/api/posts/${post.id}/approve`, {})).statusCode).toBe(403);
      }
    });

    it('schedules directly only when the owner allowed it on a key that may schedule', async () => {
      const direct = await createKey(ownerA, { name: 'Trusted', scopes: ['posts:schedule'], directScheduling: true });
      expect(direct.key.directScheduling).toBe(true);
      const scheduled = await onPosting(direct.secret, 'POST', '/api/posts', { mode: 'schedule', scheduledAt: inAnHour(), text: 'Trusted script', accountIds: [account] });
      expect(scheduled.statusCode, scheduled.body).toBe(201);
      expect(scheduled.json().data.status).toBe('scheduled');
      expect(scheduled.json().data.viaApiKey).toBe('Trusted');
      expect((await dueOf(scheduled.json().data.id))[0]).not.toBeNull();
      // Direct scheduling means nothing without the scope that schedules: refused when the key is made.
      const refused = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/api-keys', headers: bearer(ownerA.access_token), payload: { name: 'Drafts', scopes: ['drafts:write'], directScheduling: true } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(['directScheduling']);
      const draftsOnly = await createKey(ownerA, { name: 'Drafts', scopes: ['drafts:write'] });
      const waiting = await onPosting(draftsOnly.secret, 'POST', '/api/posts', { mode: 'schedule', scheduledAt: inAnHour(), text: 'Drafts only', accountIds: [account] });
      expect(waiting.json().data.status).toBe('not_approved');
    });

    it('records no key on what a person writes', async () => {
      const own = await onPosting(ownerA.access_token, 'POST', '/api/posts', { mode: 'schedule', scheduledAt: inAnHour(), text: 'By hand', accountIds: [account] });
      expect(own.json().data).toMatchObject({ status: 'scheduled', viaApiKey: null });
    });
  });

  it('refuses a revoked key at once, in the process that did not revoke it', async () => {
    const { key, secret } = await createKey(ownerA, { scopes: ['posts:read'] });
    expect((await onPosting(secret, 'GET', '/api/posts')).statusCode).toBe(200);
    const revoked = await rig.auth.app.inject({ method: 'DELETE', url: `/api/auth/api-keys/${key.id}`, headers: bearer(ownerA.access_token) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.status).toBe('revoked');
    const refused = await onPosting(secret, 'GET', '/api/posts');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('COMMON_UNAUTHENTICATED');
  });

  it('refuses an expired key and an expiry in the past', async () => {
    const past = await rig.auth.app.inject({
      method: 'POST',
      url: '/api/auth/api-keys',
      headers: bearer(ownerA.access_token),
      payload: { name: 'Old', scopes: ['posts:read'], expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ field: 'expiresAt' })]);
    const { key, secret } = await createKey(ownerA, { scopes: ['posts:read'], expiresAt: new Date(Date.now() + 1500).toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await onPosting(secret, 'GET', '/api/posts')).statusCode).toBe(401);
    const listed = await rig.auth.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(ownerA.access_token) });
    expect((listed.json().data as ApiKey[]).find((row) => row.id === key.id)?.status).toBe('expired');
  });

  it('tells how to use a key in the OpenAPI document', async () => {
    const document = await rig.posting.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const scheme = document.json().components.securitySchemes.bearerAuth as { description: string };
    expect(scheme.description).toContain('Authorization: Bearer cdk_');
    expect(scheme.description).toContain('posts:read (GET /api/posts');
    expect(scheme.description).toContain('MCP server at /api/mcp');
  });

  it('refuses a wrong secret for a real lookup id, and lets only the owner manage keys', async () => {
    const { secret } = await createKey(ownerA, { scopes: ['posts:read'] });
    const forged = `${secret.slice(0, -4)}AAAA`;
    expect((await onPosting(forged, 'GET', '/api/posts')).statusCode).toBe(401);
    const admin = await rig.auth.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const staff = admin.json().data as SessionResponse;
    const refused = await rig.auth.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(staff.access_token) });
    expect(refused.statusCode).toBe(403);
  });
});
