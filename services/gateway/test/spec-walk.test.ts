import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import type { Platform } from '@cadence/service-kit';
import { buildGateway } from '../src/platform';

/**
 * Every call of SPEC §7, made over HTTP the way the spec's own client makes it: the list query's
 * defaults sent explicitly (pagination=true, page=0, limit=5, orderBy=id, order=asc), as a role
 * that may make the call, and the §7/§8 envelopes checked. A change that breaks that client
 * breaks this test.
 */

const SPEC_LIST_QUERY = 'pagination=true&page=0&limit=5&orderBy=id&order=asc';
const ADMIN = { email: 'walk-admin@example.com', password: 'walk admin password' };
const CLIENT = { email: 'walk-client@example.com', password: 'walk client password', first_name: 'Wanda', last_name: 'Walker', name: 'Wanda Walker', roles: [3] };

type Caller = 'admin' | 'client';

/** The §7 list calls: path (under /api), extra query of the spec, and who may make it. */
const SERVED_LISTS: { path: string; extra?: string; as: Caller[] }[] = [
  { path: '/users', as: ['admin'] },
  { path: '/pages/with-components', as: ['admin'] },
  { path: '/users/roles', extra: 'roleName=Admin', as: ['admin'] },
  { path: '/team/members/info', as: ['client', 'admin'] },
  { path: '/users/permission', as: ['admin'] },
  { path: '/team', as: ['client', 'admin'] },
  { path: '/membership', as: ['admin'] },
  { path: '/membership/clients', as: ['admin'] },
  { path: '/platform-post', as: ['admin'] },
  { path: '/users/get-all-subscriptions', as: ['admin'] },
  { path: '/membership/coupons', as: ['admin'] },
  { path: '/membership/payments', as: ['admin'] },
  { path: '/content-generator/categories', as: ['client', 'admin'] },
  { path: '/quotes', as: ['admin'] },
  { path: '/inquires', as: ['admin'] },
];

let dir: string;
let database: TestDatabase;
let gateway: Platform;
let base: string;
const tokens: Partial<Record<Caller, string>> = {};
let clientId: number;

async function send(method: string, url: string, options: { token?: string; body?: unknown; json?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined || options.json) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** §7: success, statusCode, message, data, timestamp, path on every answer. */
function expectEnvelope(body: Record<string, unknown>, status: number, apiPath: string) {
  expect(body).toMatchObject({ success: true, statusCode: status, path: apiPath });
  expect(typeof body.message).toBe('string');
  expect('data' in body).toBe(true);
  expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);
}

/** §7 lists: data[], total, page and pages besides the envelope, and the page the query asked for. */
function expectListEnvelope(body: Record<string, unknown>, apiPath: string) {
  expectEnvelope(body, 200, apiPath);
  expect(Array.isArray(body.data)).toBe(true);
  const rows = body.data as unknown[];
  expect(rows.length).toBeLessThanOrEqual(5);
  expect(body.page).toBe(0);
  expect(Number.isInteger(body.total)).toBe(true);
  expect(body.total as number).toBeGreaterThanOrEqual(rows.length);
  expect(body.pages).toBe(Math.ceil((body.total as number) / 5));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cadence-walk-'));
  database = await createTestDatabase('walk');
  gateway = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, 'data'),
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    WEB_DIST: path.join(dir, 'no-web'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
  });
  base = (await gateway.listen()).replace('localhost', '127.0.0.1');
});

afterAll(async () => {
  await gateway?.close();
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SPEC §7 walked as its client makes the calls', () => {
  it('POST auth/signup with email, password, first_name, last_name, name, roles answers the envelope with data', async () => {
    const res = await send('POST', '/api/auth/signup', { body: CLIENT });
    expect(res.status).toBe(201);
    expectEnvelope(res.json, 201, '/api/auth/signup');
    expect(res.json.data).toMatchObject({ user: { email: CLIENT.email, roleIds: [3] } });
  });

  it('POST auth/login with email, password, type answers data.access_token and data.user', async () => {
    for (const [caller, account] of [
      ['admin', ADMIN],
      ['client', CLIENT],
    ] as const) {
      const res = await send('POST', '/api/auth/login', { body: { email: account.email, password: account.password, type: 'email' } });
      expect(res.status).toBe(200);
      expectEnvelope(res.json, 200, '/api/auth/login');
      const data = res.json.data as { access_token: string; user: { id: number; roleIds: number[]; permissions: string[]; plans: unknown; previousPlan: unknown } };
      expect(data.access_token.length).toBeGreaterThan(20);
      expect(data.user).toHaveProperty('roleIds');
      expect(data.user).toHaveProperty('permissions');
      expect(data.user).toHaveProperty('plans');
      expect(data.user).toHaveProperty('previousPlan');
      tokens[caller] = data.access_token;
      if (caller === 'client') clientId = data.user.id;
    }
  });

  for (const list of SERVED_LISTS) {
    for (const caller of list.as) {
      it(`GET ${list.path} with the spec's list query as ${caller} answers data, total, page and pages`, async () => {
        const res = await send('GET', `/api${list.path}?${SPEC_LIST_QUERY}${list.extra ? `&${list.extra}` : ''}`, { token: tokens[caller] });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expectListEnvelope(res.json, `/api${list.path}`);
      });
    }
  }

  it('fills what the lists hold: roles, permissions, plans, pages, the client among users and members', async () => {
    const total = async (url: string, caller: Caller) => (await send('GET', `/api${url}?${SPEC_LIST_QUERY}`, { token: tokens[caller] })).json.total as number;
    expect(await total('/users/permission', 'admin')).toBe(50);
    expect(await total('/users/roles', 'admin')).toBeGreaterThanOrEqual(3);
    expect(await total('/membership', 'admin')).toBeGreaterThanOrEqual(5);
    expect(await total('/pages/with-components', 'admin')).toBeGreaterThan(0);
    const users = await send('GET', `/api/users?${SPEC_LIST_QUERY}&search=walk-client`, { token: tokens.admin });
    expect((users.json.data as { email: string }[]).map((user) => user.email)).toEqual([CLIENT.email]);
    const members = await send('GET', `/api/team/members/info?${SPEC_LIST_QUERY}`, { token: tokens.client });
    expect((members.json.data as { email: string }[]).map((member) => member.email)).toEqual([CLIENT.email]);
  });

  it('GET /content-generator/categories without a list query answers every category on one page (pagination off by default)', async () => {
    const res = await send('GET', '/api/content-generator/categories', { token: tokens.client });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expectEnvelope(res.json, 200, '/api/content-generator/categories');
    expect(res.json.page).toBe(0);
    expect((res.json.data as unknown[]).length).toBe(res.json.total);
    expect(res.json.total as number).toBeGreaterThan(5);
    expect(res.json.pages).toBe(1);
  });

  it('refuses an unknown orderBy column with a 400 naming the allowed ones (§8 error envelope)', async () => {
    const res = await send('GET', '/api/users?orderBy=password', { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, statusCode: 400, path: '/api/users' });
    expect(JSON.stringify(res.json.errors)).toContain('orderBy');
    expect(JSON.stringify(res.json.errors)).toMatch(/id.*name.*email.*createdAt/);
  });


  it('GET /notifications with page, limit, status, userId and pagination answers data, page, limit, total and pages', async () => {
    // The welcome notification arrives through the outbox after sign-up: wait until it is there.
    let body: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 100; attempt++) {
      body = (await send('GET', `/api/notifications?page=0&limit=10&status=all&userId=${clientId}&pagination=true`, { token: tokens.client })).json;
      if ((body.total as number) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expectEnvelope(body, 200, '/api/notifications');
    expect(body).toMatchObject({ page: 0, limit: 10, total: 1, pages: 1 });
    const [notification] = body.data as { id: number; message: string; type: string; is_read: boolean; createdAt: string }[];
    expect(notification).toMatchObject({ is_read: false, message: expect.any(String), type: expect.any(String), createdAt: expect.any(String) });

    // PATCH mark-read/{id} and mark-all-read/{userId} with an empty body, as the spec's client sends them.
    const read = await send('PATCH', `/api/notifications/mark-read/${notification?.id}`, { token: tokens.client, body: {} });
    expect(read.status).toBe(200);
    expectEnvelope(read.json, 200, `/api/notifications/mark-read/${notification?.id}`);
    const unread = await send('GET', `/api/notifications?page=0&limit=1&status=unread&pagination=true`, { token: tokens.client });
    expect(unread.json).toMatchObject({ total: 0, limit: 1, pages: 0 });
    // The spec's wrapper names JSON on every call, also with nothing in the body.
    const all = await send('PATCH', `/api/notifications/mark-all-read/${clientId}`, { token: tokens.client, json: true });
    expect(all.status).toBe(200);
    expectEnvelope(all.json, 200, `/api/notifications/mark-all-read/${clientId}`);
  });
});
