import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type NetworkApp, type SettingsAuditEntry } from '@cadence/contracts';
import { buildPlatform, generateJwtKeys, type AccessClaims } from '@cadence/service-kit';
import { postingService } from '../src/app';
import { startPosting, until, type PostingHarness } from './posts-harness';
import { startTwitterPeer, type TwitterPeer } from './peers/twitter';

const run = promisify(execFile);
const SECRET = `x-secret-${Date.now()}-plain`;
const STAFF_ID = 9101;

let harness: PostingHarness;
let x: TwitterPeer;
let base: string;

beforeAll(async () => {
  x = await startTwitterPeer({ clientId: 'stored-x-client', clientSecret: SECRET });
  // X's hosts point at the local peer; its credentials are not in the environment.
  harness = await startPosting({ X_API_BASE: x.url, X_AUTH_BASE: x.url, X_UPLOAD_BASE: x.url, CONNECTIONS_REFRESH_INTERVAL_MS: '3600000' });
  base = await harness.test.platform.listen();
  await harness.db.execute(sql`insert into posting.users (id, name, email, source_at) values (${STAFF_ID}, 'Ana Admin', 'ana@example.test', now()) on conflict do nothing`);
});

afterAll(async () => {
  await harness?.close();
  await x?.close();
});

const staff = () => harness.token({ userId: STAFF_ID, workspaceId: null, permissions: ['SystemSetting', 'ManagePlatform'], roleIds: [ROLE_IDS.ADMIN] });

async function api(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { data: never; code?: string; errors?: { field: string; message: string }[]; total?: number } };
}

async function twitterOffered(token: string): Promise<boolean> {
  const { body } = await api('GET', '/api/accounts/networks', token);
  return (body.data as { type: string; enabled: boolean }[]).find((network) => network.type === 'twitter')?.enabled ?? false;
}

describe('network apps', () => {
  it('refuses a client and a support employee without SystemSetting (403), and anyone signed out (401)', async () => {
    const client = harness.token({ userId: 9102, workspaceId: 9102, permissions: ['ManagePlatform', 'Setting'], roleIds: [ROLE_IDS.CLIENT] });
    const support = harness.token({ userId: 9103, workspaceId: null, permissions: ['HelpSupportDesk', 'ManagePlatform'], roleIds: [ROLE_IDS.SUPPORT] });
    for (const token of [client, support]) {
      for (const [method, path, body] of [
        ['GET', '/api/accounts/network-apps', undefined],
        ['GET', '/api/accounts/network-apps/audit', undefined],
        ['PUT', '/api/accounts/network-apps/x', { client_id: 'a', client_secret: 'b' }],
        ['DELETE', '/api/accounts/network-apps/x', undefined],
      ] as const) {
        expect((await api(method, path, token, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await fetch(`${base}/api/accounts/network-apps`)).status).toBe(401);
  });

  it('answers bad input with field errors (400): an empty id, a first save without a secret, an unknown app, an extra field', async () => {
    const empty = await api('PUT', '/api/accounts/network-apps/x', staff(), { client_id: '', client_secret: 'abc' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((e) => e.field)).toContain('client_id');
    const noSecret = await api('PUT', '/api/accounts/network-apps/tiktok', staff(), { client_id: 'tiktok-key' });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.errors).toEqual([{ field: 'client_secret', message: 'Enter the app secret' }]);
    const unknown = await api('PUT', '/api/accounts/network-apps/myspace', staff(), { client_id: 'a', client_secret: 'b' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.field).toBe('app');
    const extra = await api('PUT', '/api/accounts/network-apps/x', staff(), { client_id: 'a', client_secret: 'b', api_base: 'http://127.0.0.1' });
    expect(extra.status).toBe(400);
    const list = (await api('GET', '/api/accounts/network-apps', staff())).body.data as NetworkApp[];
    expect(list.find((app) => app.app === 'tiktok')).toMatchObject({ source: 'none', enabled: false, secret_set: false });
  });

  it('switches X on from the stored app without a restart: the connections list offers it and its consent uses the stored credentials', async () => {
    const client = harness.token({ userId: 9110, workspaceId: 9110, permissions: ['ManagePlatform'] });
    expect(await twitterOffered(client)).toBe(false);
    const before = (await api('GET', '/api/accounts/network-apps', staff())).body.data as NetworkApp[];
    expect(before.map((app) => app.app)).toEqual(['x', 'meta', 'linkedin', 'tiktok', 'google', 'pinterest', 'threads', 'wordpress_com']);
    expect(before.find((app) => app.app === 'x')).toMatchObject({ source: 'none', enabled: false, client_id: null });
    expect(before.find((app) => app.app === 'meta')).toMatchObject({ source: 'environment', enabled: true, client_id: 'cadence-test-app', secret_set: true, secret_last4: 'cret' });

    const saved = await api('PUT', '/api/accounts/network-apps/x', staff(), { client_id: 'stored-x-client', client_secret: SECRET });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ app: 'x', networks: ['twitter'], source: 'stored', client_id: 'stored-x-client', secret_set: true, secret_last4: SECRET.slice(-4), enabled: true });
    expect(saved.text).not.toContain(SECRET);
    expect(await twitterOffered(client)).toBe(true);

    const started = await api('POST', '/api/accounts/connect/twitter', client, {});
    expect(started.status, started.text).toBe(200);
    const { authorizationUrl } = started.body.data as { authorizationUrl: string };
    expect(new URL(authorizationUrl).searchParams.get('client_id')).toBe('stored-x-client');
    const atNetwork = await fetch(authorizationUrl, { redirect: 'manual' });
    const back = await fetch(atNetwork.headers.get('location') ?? '', { redirect: 'manual' });
    const landing = new URL(back.headers.get('location') ?? '', base);
    // The token exchange at the network authenticates with the stored secret.
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ connection: 'connected', type: 'twitter' });

    const listed = await api('GET', '/api/accounts/network-apps', staff());
    expect(listed.text).not.toContain(SECRET);
  });

  it('keeps no secret in clear: a dump of the database holds its sealed form only', async () => {
    const { stdout } = await run('pg_dump', ['--data-only', '--schema=posting', harness.env.DATABASE_URL!], { maxBuffer: 64 * 1024 * 1024 });
    expect(stdout).toContain('stored-x-client');
    expect(stdout).not.toContain(SECRET);
    const [row] = await harness.db.execute<{ secret_encrypted: string }>(sql`select secret_encrypted from posting.network_apps where app = 'x'`);
    expect(row?.secret_encrypted).toBeTruthy();
    expect(row?.secret_encrypted).not.toContain(SECRET);
  });

  it('audits each change by field name, newest first, never the values; a secret left out keeps the stored one', async () => {
    const kept = await api('PUT', '/api/accounts/network-apps/x', staff(), { client_id: 'stored-x-client' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ secret_set: true, secret_last4: SECRET.slice(-4) });
    const rotated = await api('PUT', '/api/accounts/network-apps/x', staff(), { client_id: 'stored-x-client', client_secret: `${SECRET}-2` });
    expect(rotated.body.data).toMatchObject({ secret_last4: 'in-2' });
    const removed = await api('DELETE', '/api/accounts/network-apps/x', staff());
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ source: 'none', enabled: false });
    const client = harness.token({ userId: 9111, workspaceId: 9111, permissions: ['ManagePlatform'] });
    expect(await twitterOffered(client)).toBe(false);

    const audit = await api('GET', '/api/accounts/network-apps/audit?order=desc&limit=10', staff());
    expect(audit.status).toBe(200);
    const rows = audit.body.data as SettingsAuditEntry[];
    expect(rows.map(({ key, action, fields, actor_id, actor_name }) => ({ key, action, fields, actor_id, actor_name }))).toEqual([
      { key: 'x', action: 'removed', fields: ['client_id', 'client_secret'], actor_id: STAFF_ID, actor_name: 'Ana Admin' },
      { key: 'x', action: 'saved', fields: ['client_secret'], actor_id: STAFF_ID, actor_name: 'Ana Admin' },
      { key: 'x', action: 'saved', fields: ['client_id', 'client_secret'], actor_id: STAFF_ID, actor_name: 'Ana Admin' },
    ]);
    expect(audit.body.total).toBe(3);
    expect(audit.text).not.toContain(SECRET);
  });

  it('reaches another posting process on the same database without a restart (its refresher reads the table again)', async () => {
    const keys = generateJwtKeys();
    const second = await buildPlatform({
      name: 'second-posting',
      services: [postingService],
      env: { ...harness.env, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'cadence-posting-second-')), PORT: '0', LOG_LEVEL: 'silent', JWT_PRIVATE_KEY: keys.privateKey, JWT_PUBLIC_KEY: keys.publicKey },
    });
    try {
      await second.app.ready();
      const claims: AccessClaims & { wrole: 'owner' } = { sub: '9120', wid: 9120, rid: [ROLE_IDS.CLIENT], perms: ['ManagePlatform'], wrole: 'owner' };
      const client = second.app.jwt.sign(claims, { expiresIn: 600 });
      const offered = async () => {
        const res = await second.app.inject({ method: 'GET', url: '/api/accounts/networks', headers: { authorization: `Bearer ${client}` } });
        return (res.json().data as { type: string; enabled: boolean }[]).find((network) => network.type === 'pinterest')?.enabled ?? false;
      };
      expect(await offered()).toBe(false);
      const saved = await api('PUT', '/api/accounts/network-apps/pinterest', staff(), { client_id: 'pinterest-app', client_secret: 'pinterest-secret-1' });
      expect(saved.status).toBe(200);
      expect(await until(offered, Boolean)).toBe(true);
      await api('DELETE', '/api/accounts/network-apps/pinterest', staff());
      expect(await until(offered, (on) => !on)).toBe(false);
    } finally {
      await second.close();
    }
  });
});
