import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, accountBroken, accountConnected, accountDisconnected, entitlementsOf, type Permission } from '@cadence/contracts';
import { BaseEnv, SecretBox, generateSecretsKey, loadConfig } from '@cadence/service-kit';
import { refreshAccountTokens, loadAccountAccess } from '../src/features/connections/account-access';
import { connectionsDeps, connectionsEnv, type ConnectionsDeps } from '../src/features/connections/connections.config';
import { refreshDueTokens, reencryptWithCurrentKey } from '../src/features/connections/token-refresher';
import { updateAccount } from '../src/features/connections/connections.repository';
import { sealTokens } from '../src/features/connections/token-vault';
import { applyEntitlements } from '../src/features/entitlements/entitlements.repository';
import { rememberApprover } from '../src/features/approvals/approvers.repository';
import { DisconnectedError } from '../src/providers/provider-errors';
import { startPosting, type PostingHarness } from './posts-harness';
import { startTwitterPeer, type TwitterPeer } from './peers/twitter';
import { startBlueskyPds, type BlueskyPds } from './peers/bluesky';
import { startMetaPeer, type MetaPeer } from './peers/meta';
import { startThreadsPeer, type ThreadsPeer } from './peers/threads';

const MANAGER: Permission[] = ['ManagePlatform'];
let nextWorkspace = 7100;

let harness: PostingHarness;
let x: TwitterPeer;
let pds: BlueskyPds;
let meta: MetaPeer;
let threads: ThreadsPeer;
let base: string;
let deps: ConnectionsDeps;

beforeAll(async () => {
  [x, pds, meta, threads] = await Promise.all([startTwitterPeer(), startBlueskyPds(), startMetaPeer(), startThreadsPeer()]);
  harness = await startPosting({
    META_APP_ID: meta.clientId,
    META_APP_SECRET: meta.clientSecret,
    META_GRAPH_BASE: meta.url,
    META_AUTH_BASE: meta.url,
    BLUESKY_SERVICE_URL: pds.url,
    X_CLIENT_ID: x.clientId,
    X_CLIENT_SECRET: x.clientSecret,
    X_API_BASE: x.url,
    X_AUTH_BASE: x.url,
    X_UPLOAD_BASE: x.url,
    THREADS_APP_ID: threads.clientId,
    THREADS_APP_SECRET: threads.clientSecret,
    THREADS_API_BASE: threads.url,
    THREADS_AUTH_BASE: threads.url,
    CONNECTIONS_REFRESH_INTERVAL_MS: '3600000',
  });
  base = await harness.test.platform.listen();
  deps = connectionsDeps({ db: harness.db, config: loadConfig({ ...BaseEnv, ...connectionsEnv }, harness.env), log: harness.test.platform.app.log });
});

afterAll(async () => {
  await harness?.close();
  await Promise.all([x?.close(), pds?.stop(), meta?.close(), threads?.close()]);
});

function workspace() {
  nextWorkspace += 1;
  const workspaceId = nextWorkspace;
  const token = harness.token({ userId: workspaceId * 10, workspaceId, permissions: MANAGER });
  return { workspaceId, userId: workspaceId * 10, token };
}

async function api(method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: never; code?: string; message: string; errors?: { field: string; message: string }[]; total?: number } };
}

/** The browser's walk through the network's consent screen: our callback's redirect to /manage_platform. */
async function consent(authorizationUrl: string): Promise<{ callbackUrl: string; landing: URL }> {
  const atNetwork = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(atNetwork.status).toBe(302);
  const callbackUrl = atNetwork.headers.get('location') ?? '';
  expect(callbackUrl.startsWith(`${base}/api/accounts/callback?`)).toBe(true);
  const back = await fetch(callbackUrl, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return { callbackUrl, landing: new URL(back.headers.get('location') ?? '', base) };
}

async function connectX(token: string): Promise<{ accountId: number; callbackUrl: string }> {
  const started = await api('POST', '/api/accounts/connect/twitter', token, {});
  expect(started.status).toBe(200);
  const { kind, authorizationUrl } = started.body.data as { kind: string; authorizationUrl: string };
  expect(kind).toBe('redirect');
  const { callbackUrl, landing } = await consent(authorizationUrl);
  expect(landing.pathname).toBe('/manage_platform');
  expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'connected', type: 'twitter' });
  return { accountId: Number(landing.searchParams.get('account')), callbackUrl };
}

async function outboxNames(accountId: number): Promise<string[]> {
  const rows = await harness.db.execute<{ name: string }>(sql`select name from posting.outbox where key = ${String(accountId)} order by id`);
  return [...rows].map((row) => row.name);
}

async function rawRow(accountId: number): Promise<Record<string, unknown>> {
  const [row] = await harness.db.execute<Record<string, unknown>>(sql`select * from posting.social_accounts where id = ${accountId}`);
  if (!row) throw new Error(`no account ${accountId}`);
  return row;
}

describe('networks', () => {
  const staff = () => harness.token({ userId: 9001, workspaceId: null, permissions: MANAGER, roleIds: [ROLE_IDS.ADMIN] });

  it('lists the thirteen account types, on when configured; only staff read which variables switch one on', async () => {
    const { token } = workspace();
    const { status, body } = await api('GET', '/api/accounts/networks', token);
    expect(status).toBe(200);
    const networks = body.data as { type: string; enabled: boolean; method: string; needsSetup: boolean; missing: string[] }[];
    expect(networks).toHaveLength(13);
    expect(networks.find((network) => network.type === 'threads')).toMatchObject({ enabled: true, method: 'oauth2', needsSetup: true });
    expect(networks.find((network) => network.type === 'twitter')).toMatchObject({ enabled: true, method: 'oauth2', needsSetup: true, missing: [] });
    expect(networks.find((network) => network.type === 'tiktok')).toMatchObject({ enabled: false, needsSetup: true, missing: [] });
    expect(networks.find((network) => network.type === 'bluesky')).toMatchObject({ enabled: true, method: 'app-password', needsSetup: false });
    expect(networks.find((network) => network.type === 'wordpress-org')).toMatchObject({ enabled: true, needsSetup: false });
    expect(JSON.stringify(body)).not.toMatch(/CLIENT_KEY|CLIENT_SECRET|APP_ID/);

    const forStaff = (await api('GET', '/api/accounts/networks', staff())).body.data as { type: string; missing: string[] }[];
    expect(forStaff.find((network) => network.type === 'tiktok')?.missing).toEqual(['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET']);
  });

  it('refuses to connect a network that is not configured (409): a client reads that it is not available yet, staff what to set', async () => {
    const { token } = workspace();
    const { status, body } = await api('POST', '/api/accounts/connect/linkedin', token, {});
    expect(status).toBe(409);
    expect(body.code).toBe('POSTING_NETWORK_OFF');
    expect(body.message).toBe('linkedin is not available on this server yet');
    const asStaff = await api('POST', '/api/accounts/connect/linkedin', harness.token({ userId: 9002, workspaceId: 9002, permissions: MANAGER, roleIds: [ROLE_IDS.ADMIN] }), {});
    expect(asStaff.status).toBe(409);
    expect(asStaff.body.message).toContain('LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET');
  });
});

describe('OAuth 2 connect with PKCE', () => {
  it('connects through the network consent screen and stores the tokens encrypted', async () => {
    const { token, workspaceId, userId } = workspace();
    const { accountId } = await connectX(token);

    const list = await api('GET', '/api/accounts', token);
    expect(list.body.total).toBe(1);
    const [account] = list.body.data as unknown as Record<string, unknown>[];
    expect(account).toMatchObject({ id: accountId, type: 'twitter', externalId: '1001', name: 'Ada Lovelace', username: 'ada', status: 'active', connectedBy: userId });
    expect(account).toMatchObject({ health: { state: 'valid', expiresAt: null, message: null } });
    expect(JSON.stringify(account)).not.toMatch(/token/i);

    const access = await loadAccountAccess(deps, harness.db, accountId);
    expect(access?.tokens.accessToken).toBeTruthy();
    expect(access?.tokens.refreshToken).toBeTruthy();
    const row = JSON.stringify(await rawRow(accountId));
    expect(row).not.toContain(access?.tokens.accessToken);
    expect(row).not.toContain(access?.tokens.refreshToken);
    expect((await rawRow(accountId)).workspace_id).toBe(workspaceId);

    const me = await fetch(`${x.url}/2/users/me`, { headers: { authorization: `Bearer ${access?.tokens.accessToken}` } });
    expect(me.status).toBe(200);
    expect(await outboxNames(accountId)).toEqual([accountConnected.name]);
  });

  it('connects Threads through its authorisation window (no PKCE) with a 60-day token kept encrypted', async () => {
    const { token } = workspace();
    const started = await api('POST', '/api/accounts/connect/threads', token, {});
    expect(started.status).toBe(200);
    const { authorizationUrl } = started.body.data as { authorizationUrl: string };
    const url = new URL(authorizationUrl);
    expect(url.searchParams.get('client_id')).toBe(threads.clientId);
    expect(url.searchParams.get('code_challenge')).toBeNull();
    const { landing } = await consent(authorizationUrl);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'connected', type: 'threads' });
    const accounts = await api('GET', '/api/accounts', token);
    expect(accounts.body.data).toEqual([expect.objectContaining({ type: 'threads', externalId: threads.userId, name: 'Ada Bakes', username: 'ada.bakes', status: 'active' })]);
    const row = await rawRow(Number(landing.searchParams.get('account')));
    expect(JSON.stringify(row)).not.toMatch(/TH[0-9a-f]{24}/);
  });

  it('refuses a used state: the second callback with the same link changes nothing', async () => {
    const { token } = workspace();
    const { accountId, callbackUrl } = await connectX(token);
    const before = await rawRow(accountId);
    const replay = await fetch(callbackUrl, { redirect: 'manual' });
    const landing = new URL(replay.headers.get('location') ?? '', base);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'error', code: 'POSTING_CONNECT_STATE_INVALID' });
    expect((await rawRow(accountId)).access_token_encrypted).toBe(before.access_token_encrypted);

    const unknown = await fetch(`${base}/api/accounts/callback?state=forged&code=abc`, { redirect: 'manual' });
    expect(new URL(unknown.headers.get('location') ?? '', base).searchParams.get('code')).toBe('POSTING_CONNECT_STATE_INVALID');
  });

  it('reports the network refusal (the user denied consent) back to /manage_platform', async () => {
    const { token } = workspace();
    const started = await api('POST', '/api/accounts/connect/twitter', token, {});
    const state = new URL((started.body.data as { authorizationUrl: string }).authorizationUrl).searchParams.get('state') ?? '';
    const back = await fetch(`${base}/api/accounts/callback?state=${state}&error=access_denied&error_description=${encodeURIComponent('The user denied access')}`, { redirect: 'manual' });
    const landing = new URL(back.headers.get('location') ?? '', base);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'error', code: 'POSTING_NETWORK_REFUSED', message: 'The user denied access', type: 'twitter' });
  });

  it('reconnects the same account without counting it twice', async () => {
    const { token } = workspace();
    const { accountId } = await connectX(token);
    const before = await loadAccountAccess(deps, harness.db, accountId);
    const started = await api('POST', `/api/accounts/${accountId}/reconnect`, token, {});
    expect(started.status).toBe(200);
    const { landing } = await consent((started.body.data as { authorizationUrl: string }).authorizationUrl);
    expect(landing.searchParams.get('account')).toBe(String(accountId));
    const after = await loadAccountAccess(deps, harness.db, accountId);
    expect(after?.tokens.accessToken).not.toBe(before?.tokens.accessToken);
    const usage = await api('GET', '/api/accounts/usage', token);
    expect(usage.body.data).toMatchObject({ used: 1, limit: 24, plan: 'traction' });
  });
});

describe('tokens', () => {
  it('refreshes tokens that expire within the look-ahead window and leaves the others', async () => {
    const { token } = workspace();
    const { accountId: soon } = await connectX(token);
    const other = workspace();
    const { accountId: later } = await connectX(other.token);
    await harness.db.execute(sql`update posting.social_accounts set token_expires_at = now() + interval '1 hour' where id = ${soon}`);
    await harness.db.execute(sql`update posting.social_accounts set token_expires_at = now() + interval '3 days' where id = ${later}`);
    const before = await loadAccountAccess(deps, harness.db, soon);
    const laterBefore = (await rawRow(later)).access_token_encrypted;
    const refreshes = x.counters.tokenRefreshes;

    const refreshed = await refreshDueTokens(deps);

    expect(refreshed).toContain(soon);
    expect(refreshed).not.toContain(later);
    expect(x.counters.tokenRefreshes).toBeGreaterThan(refreshes);
    const after = await loadAccountAccess(deps, harness.db, soon);
    expect(after?.tokens.accessToken).not.toBe(before?.tokens.accessToken);
    expect(after?.tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 1.5 * 3600_000);
    expect((await rawRow(later)).access_token_encrypted).toBe(laterBefore);
  });

  it('renews a Threads token a week before it ends, so the connection never shows as expiring', async () => {
    const { token } = workspace();
    const started = await api('POST', '/api/accounts/connect/threads', token, {});
    const { landing } = await consent((started.body.data as { authorizationUrl: string }).authorizationUrl);
    const accountId = Number(landing.searchParams.get('account'));
    // A token issued 54 days ago: 6 days left, past the server's 24-hour look-ahead.
    const aged = threads.grant(54);
    await updateAccount(harness.db, accountId, sealTokens(deps.secrets, aged));
    const expiring = (await api('GET', '/api/accounts', token)).body.data as unknown as { id: number; health: { state: string } }[];
    expect(expiring.find((account) => account.id === accountId)?.health.state).toBe('expiring');
    const refreshes = threads.counters.refreshes;
    const refreshed = await refreshDueTokens(deps);
    expect(refreshed).toContain(accountId);
    expect(threads.counters.refreshes).toBe(refreshes + 1);
    const accounts = (await api('GET', '/api/accounts', token)).body.data as unknown as { id: number; health: { state: string } }[];
    expect(accounts.find((account) => account.id === accountId)?.health.state).toBe('valid');
    const after = await loadAccountAccess(deps, harness.db, accountId);
    expect(after?.tokens.accessToken).not.toBe(aged.accessToken);
    expect((after?.tokens.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 86_400_000);
  });

  it('marks the account broken with the network message when the grant is revoked', async () => {
    const { token, workspaceId, userId } = workspace();
    const { accountId } = await connectX(token);
    // The workspace's owner, who did not connect the account, is told as well.
    const ownerId = userId + 1;
    await rememberApprover(harness.db, workspaceId, ownerId);
    const access = await loadAccountAccess(deps, harness.db, accountId);
    x.revoke(access?.tokens.accessToken ?? '');

    const error = await refreshAccountTokens(deps, harness.db, accountId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DisconnectedError);

    const [account] = (await api('GET', '/api/accounts', token)).body.data as unknown as { status: string; health: { state: string; message: string } }[];
    expect(account?.status).toBe('broken');
    expect(account?.health.state).toBe('broken');
    expect(account?.health.message).toBe((error as Error).message);
    expect(account?.health.message).toMatch(/token was invalid/i);
    expect(await outboxNames(accountId)).toEqual([accountConnected.name, accountBroken.name]);
    const [told] = await harness.db.execute<{ user_ids: number[] }>(
      sql`select payload->'userIds' as user_ids from posting.outbox where name = ${accountBroken.name} and (payload->>'accountId')::int = ${accountId}`,
    );
    expect([...(told?.user_ids ?? [])].sort()).toEqual([userId, ownerId].sort());
    await expect(loadAccountAccess(deps, harness.db, accountId)).rejects.toBeInstanceOf(DisconnectedError);
  });

  it('shows a connection whose refresh token ends within 7 days as expiring on that date', async () => {
    const { token } = workspace();
    const { accountId } = await connectX(token);
    const ends = new Date(Date.now() + 3 * 86_400_000);
    await harness.db.execute(sql`update posting.social_accounts set refresh_expires_at = ${ends.toISOString()} where id = ${accountId}`);
    const [account] = (await api('GET', '/api/accounts', token)).body.data as unknown as { health: { state: string; expiresAt: string } }[];
    expect(account?.health.state).toBe('expiring');
    expect(new Date(account?.health.expiresAt ?? 0).getTime()).toBe(new Date(ends.toISOString()).getTime());
  });
});

describe('key rotation', () => {
  it('encrypts every account again with a new SECRETS_KEY while the old one still reads', async () => {
    const { token } = workspace();
    const { accountId } = await connectX(token);
    const before = await loadAccountAccess(deps, harness.db, accountId);
    const newKey = generateSecretsKey();
    const rotated = { ...deps, secrets: new SecretBox(newKey, [harness.env.SECRETS_KEY ?? '']) };

    expect(await reencryptWithCurrentKey(rotated)).toContain(accountId);
    expect(await reencryptWithCurrentKey(rotated)).toEqual([]);

    const onlyNewKey = { ...deps, secrets: new SecretBox(newKey) };
    expect((await loadAccountAccess(onlyNewKey, harness.db, accountId))?.tokens).toEqual(before?.tokens);
    await expect(loadAccountAccess(deps, harness.db, accountId)).rejects.toThrow(/not configured/);
    await reencryptWithCurrentKey({ ...deps, secrets: new SecretBox(harness.env.SECRETS_KEY ?? '', [newKey]) });
    expect((await loadAccountAccess(deps, harness.db, accountId))?.tokens.accessToken).toBe(before?.tokens.accessToken);
  });
});

describe('disconnect', () => {
  it('wipes the tokens, frees the profile and tells delivery why', async () => {
    const { token } = workspace();
    const { accountId } = await connectX(token);
    const removed = await api('DELETE', `/api/accounts/${accountId}`, token);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: accountId, status: 'disconnected' });

    const row = await rawRow(accountId);
    expect(row).toMatchObject({ status: 'disconnected', access_token_encrypted: null, refresh_token_encrypted: null, token_extra_encrypted: null });
    expect(await loadAccountAccess(deps, harness.db, accountId)).toBeNull();
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(0);
    expect((await api('GET', '/api/accounts/usage', token)).body.data).toMatchObject({ used: 0 });

    const [event] = await harness.db.execute<{ payload: { reason: string; accountId: number } }>(
      sql`select payload from posting.outbox where key = ${String(accountId)} and name = ${accountDisconnected.name}`,
    );
    expect(event?.payload.accountId).toBe(accountId);
    expect(event?.payload.reason).toContain('Ada Lovelace');
  });
});

describe('profile limit', () => {
  it('refuses a new profile over the plan limit, naming the limit and how to raise it', async () => {
    const { token, workspaceId } = workspace();
    await applyEntitlements(harness.db, { ...entitlementsOf(workspaceId, 'creator', 'active'), limits: { socialProfiles: 0, users: 1, postsPerDayPerUser: 100 }, revision: 5 });
    const refused = await api('POST', '/api/accounts/connect/twitter', token, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('POSTING_PROFILE_LIMIT');
    expect(refused.body.message).toMatch(/creator plan allows 0 social profiles and 0 are connected.*Upgrade your plan/);
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(0);
  });

  it('checks the limit again when the network sends the user back', async () => {
    const { token, workspaceId } = workspace();
    const started = await api('POST', '/api/accounts/connect/twitter', token, {});
    expect(started.status).toBe(200);
    await applyEntitlements(harness.db, { ...entitlementsOf(workspaceId, 'creator', 'active'), limits: { socialProfiles: 0, users: 1, postsPerDayPerUser: 100 }, revision: 5 });
    const { landing } = await consent((started.body.data as { authorizationUrl: string }).authorizationUrl);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'error', code: 'POSTING_PROFILE_LIMIT' });
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(0);
  });

  it('lets a connected profile reconnect at the limit', async () => {
    const { token, workspaceId } = workspace();
    const { accountId } = await connectX(token);
    await applyEntitlements(harness.db, { ...entitlementsOf(workspaceId, 'creator', 'active'), limits: { socialProfiles: 1, users: 1, postsPerDayPerUser: 100 }, revision: 5 });
    const started = await api('POST', `/api/accounts/${accountId}/reconnect`, token, {});
    const { landing } = await consent((started.body.data as { authorizationUrl: string }).authorizationUrl);
    expect(landing.searchParams.get('connection')).toBe('connected');
    expect((await api('GET', '/api/accounts/usage', token)).body.data).toMatchObject({ used: 1, limit: 1, plan: 'creator' });
  });
});

describe('guards', () => {
  it('keeps each workspace to its own accounts', async () => {
    const owner = workspace();
    const { accountId } = await connectX(owner.token);
    const stranger = workspace();
    expect((await api('GET', '/api/accounts', stranger.token)).body.total).toBe(0);
    expect((await api('DELETE', `/api/accounts/${accountId}`, stranger.token)).status).toBe(404);
    expect((await api('POST', `/api/accounts/${accountId}/reconnect`, stranger.token, {})).status).toBe(404);
    expect((await rawRow(accountId)).status).toBe('active');
  });

  it('answers 403 without ManagePlatform', async () => {
    const { workspaceId, userId } = workspace();
    const token = harness.token({ userId, workspaceId, permissions: ['Composer', 'Posts'] });
    for (const [method, path] of [
      ['GET', '/api/accounts/networks'],
      ['GET', '/api/accounts/usage'],
      ['POST', '/api/accounts/connect/twitter'],
      ['DELETE', '/api/accounts/1'],
    ] as const) {
      const { status } = await api(method, path, token, method === 'POST' ? {} : undefined);
      expect(status, `${method} ${path}`).toBe(403);
    }
    // Pickers (composer, group manager, posts) may list the accounts; nobody else may.
    expect((await api('GET', '/api/accounts', token)).status).toBe(200);
    const outsider = harness.token({ userId, workspaceId, permissions: ['dashboard'] });
    expect((await api('GET', '/api/accounts', outsider)).status).toBe(403);
  });

  it('answers 400 with field errors on bad input', async () => {
    const { token } = workspace();
    const unknownType = await api('POST', '/api/accounts/connect/myspace', token, {});
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors?.[0]?.field).toBe('type');
    const fieldsForOAuth = await api('POST', '/api/accounts/connect/twitter', token, { fields: { handle: 'ada' } });
    expect(fieldsForOAuth.status).toBe(400);
    expect(fieldsForOAuth.body.errors?.[0]?.field).toBe('fields');
    const extra = await api('POST', '/api/accounts/connect/twitter', token, { scope: 'all' });
    expect(extra.status).toBe(400);
    const badId = await api('DELETE', '/api/accounts/abc', token);
    expect(badId.status).toBe(400);
  });
});

describe('app-password connect (Bluesky, against the reference PDS)', () => {
  const alice = () => ({ identifier: pds.handle, password: pds.appPassword, service: pds.url });

  it("offers this server's own PDS as the server field's placeholder, the one an empty field connects to", async () => {
    const { token } = workspace();
    const { status, body } = await api('GET', '/api/accounts/networks', token);
    expect(status).toBe(200);
    const bluesky = (body.data as unknown as { type: string; fields: { name: string; placeholder?: string }[] }[]).find((network) => network.type === 'bluesky');
    expect(bluesky?.fields.find((field) => field.name === 'service')?.placeholder).toBe(pds.url);
  });

  it('connects with an app password and keeps the session encrypted', async () => {
    const { token, userId } = workspace();
    // The handle as people write it, with its "@".
    const { status, body } = await api('POST', '/api/accounts/connect/bluesky', token, { fields: { ...alice(), identifier: `@${pds.handle}` } });
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.data as unknown as { kind: string; account: { id: number; externalId: string; name: string; connectedBy: number } };
    expect(result.kind).toBe('connected');
    expect(result.account).toMatchObject({ externalId: pds.did, name: pds.handle, connectedBy: userId });
    const access = await loadAccountAccess(deps, harness.db, result.account.id);
    expect(access?.tokens.accessToken).toBeTruthy();
    const row = JSON.stringify(await rawRow(result.account.id));
    expect(row).not.toContain(access?.tokens.accessToken);
    expect(row).not.toContain(pds.appPassword);
    expect(await outboxNames(result.account.id)).toEqual([accountConnected.name]);
  });

  it('answers 400 with a field error per missing or unknown field', async () => {
    const { token } = workspace();
    const missing = await api('POST', '/api/accounts/connect/bluesky', token, { fields: { identifier: pds.handle } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'fields.password', message: 'App password is required' }]);
    const unknown = await api('POST', '/api/accounts/connect/bluesky', token, { fields: { ...alice(), pin: '1234' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.map((error) => error.field)).toEqual(['fields.pin']);
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(0);
  });

  it("answers the PDS's own message when it refuses the password", async () => {
    const { token } = workspace();
    const refused = await api('POST', '/api/accounts/connect/bluesky', token, { fields: { ...alice(), password: 'wrong-password' } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('POSTING_NETWORK_REFUSED');
    expect(refused.body.message).toMatch(/Invalid identifier or password/);
  });

  it('reconnects the same account and refuses credentials of another one', async () => {
    const { token } = workspace();
    const first = await api('POST', '/api/accounts/connect/bluesky', token, { fields: alice() });
    const accountId = (first.body.data as unknown as { account: { id: number } }).account.id;
    const again = await api('POST', `/api/accounts/${accountId}/reconnect`, token, { fields: alice() });
    expect(again.status).toBe(200);
    expect((again.body.data as unknown as { account: { id: number } }).account.id).toBe(accountId);
    const other = await api('POST', `/api/accounts/${accountId}/reconnect`, token, { fields: { identifier: pds.friend.handle, password: 'bob-password-123', service: pds.url } });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('POSTING_RECONNECT_MISMATCH');
    expect((await api('GET', '/api/accounts/usage', token)).body.data).toMatchObject({ used: 1 });
  });

  it('never lets concurrent connects pass the plan limit', async () => {
    const { token, workspaceId } = workspace();
    await applyEntitlements(harness.db, { ...entitlementsOf(workspaceId, 'creator', 'active'), limits: { socialProfiles: 1, users: 1, postsPerDayPerUser: 100 }, revision: 3 });
    const answers = await Promise.all([
      api('POST', '/api/accounts/connect/bluesky', token, { fields: alice() }),
      api('POST', '/api/accounts/connect/bluesky', token, { fields: { identifier: pds.friend.handle, password: 'bob-password-123', service: pds.url } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.code).toBe('POSTING_PROFILE_LIMIT');
    expect(refused?.body.message).toMatch(/allows 1 social profile and 1 is connected.*Upgrade your plan/);
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(1);
  });
});

describe('several profiles in one grant (Facebook Pages)', () => {
  const page = (id: string, name: string) => ({ id, name, access_token: `page-token-${id}`, tasks: ['CREATE_CONTENT', 'MANAGE'], picture: { data: { url: `https://scontent.example/${id}.jpg` } } });

  async function startSelection(token: string): Promise<string> {
    meta.server.answerNext({ method: 'GET', path: /\/me\/accounts$/ }, { status: 200, body: { data: [page('20001', 'Ada Bakes'), page('20002', 'Ada Travels')], paging: {} } });
    const started = await api('POST', '/api/accounts/connect/facebook_page', token, {});
    expect(started.status).toBe(200);
    const { landing } = await consent((started.body.data as { authorizationUrl: string }).authorizationUrl);
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'select', type: 'facebook_page' });
    return landing.searchParams.get('selection') ?? '';
  }

  it('lets the user choose which pages to connect, once', async () => {
    const { token } = workspace();
    const selectionId = await startSelection(token);
    const offered = await api('GET', `/api/accounts/selections/${selectionId}`, token);
    expect(offered.status).toBe(200);
    expect((offered.body.data as unknown as { profiles: { externalId: string; name: string; connected: boolean }[] }).profiles).toEqual([
      expect.objectContaining({ externalId: '20001', name: 'Ada Bakes', connected: false }),
      expect.objectContaining({ externalId: '20002', name: 'Ada Travels', connected: false }),
    ]);
    expect(JSON.stringify(offered.body)).not.toContain('page-token');

    const chosen = await api('POST', `/api/accounts/selections/${selectionId}`, token, { externalIds: ['20002'] });
    expect(chosen.status).toBe(201);
    const [account] = chosen.body.data as unknown as { id: number; name: string }[];
    expect(account?.name).toBe('Ada Travels');
    expect((await loadAccountAccess(deps, harness.db, account?.id ?? 0))?.tokens.accessToken).toBe('page-token-20002');

    expect((await api('POST', `/api/accounts/selections/${selectionId}`, token, { externalIds: ['20001'] })).status).toBe(404);
    expect((await api('GET', '/api/accounts', token)).body.total).toBe(1);
  });

  it('keeps a pending choice to the workspace and refuses profiles it did not offer', async () => {
    const { token } = workspace();
    const selectionId = await startSelection(token);
    const stranger = workspace();
    expect((await api('GET', `/api/accounts/selections/${selectionId}`, stranger.token)).status).toBe(404);
    expect((await api('POST', `/api/accounts/selections/${selectionId}`, stranger.token, { externalIds: ['20001'] })).status).toBe(404);
    const forged = await api('POST', `/api/accounts/selections/${selectionId}`, token, { externalIds: ['99999'] });
    expect(forged.status).toBe(400);
    expect(forged.body.errors?.[0]?.field).toBe('externalIds');
  });
});

describe('addresses a user types (outbound guard on)', () => {
  let guarded: PostingHarness;
  beforeAll(async () => {
    guarded = await startPosting({ OUTBOUND_ALLOW_PRIVATE: 'false' });
  });
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuses private, loopback and metadata addresses with a field error, before calling them', async () => {
    const token = guarded.token({ userId: 90, workspaceId: 9001, permissions: MANAGER });
    const connect = (type: string, fields: Record<string, string>) =>
      guarded.request('POST', `/api/accounts/connect/${type}`, { token, body: { fields } }).then((response) => ({ status: response.statusCode, body: response.json<{ errors?: { field: string; message: string }[] }>() }));

    const loopback = await connect('wordpress-org', { siteUrl: 'http://127.0.0.1:9/blog', username: 'ada', appPassword: 'abcd efgh ijkl mnop' });
    expect(loopback.status).toBe(400);
    expect(loopback.body.errors).toEqual([{ field: 'fields.siteUrl', message: '127.0.0.1 is not an allowed address' }]);

    const metadata = await connect('bluesky', { identifier: 'ada.test', password: 'app-pass', service: 'http://169.254.169.254/' });
    expect(metadata.status).toBe(400);
    expect(metadata.body.errors?.[0]?.field).toBe('fields.service');

    const named = await connect('wordpress-org', { siteUrl: 'http://localhost:9/', username: 'ada', appPassword: 'abcd' });
    // What the name resolves to stays in the log.
    expect(named.body.errors?.[0]).toEqual({ field: 'fields.siteUrl', message: 'localhost is not an allowed address' });

    // Typed without a scheme, an address means https and is checked like any other.
    const bare = await connect('wordpress-org', { siteUrl: '10.0.0.7/blog', username: 'ada', appPassword: 'abcd' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors?.[0]?.field).toBe('fields.siteUrl');
    expect(bare.body.errors?.[0]?.message).toContain('10.0.0.7');
    expect(bare.body.errors?.[0]?.message).not.toBe('This is not a valid URL');

    const garbage = await connect('wordpress-org', { siteUrl: 'my blog', username: 'ada', appPassword: 'abcd' });
    expect(garbage.body.errors?.[0]).toEqual({ field: 'fields.siteUrl', message: 'This is not a valid URL' });

    const list = await guarded.request('GET', '/api/accounts', { token });
    expect(list.json<{ total: number }>().total).toBe(0);
  });
});
