import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@cadence/contracts';
import { createDrizzle } from '@cadence/db';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { authService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([authService], { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root password 1', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.platform.app.inject({ method: 'POST', url, payload });
const signupBody = (email: string) => ({ email, password: 'long enough pw', first_name: 'Ada', last_name: 'King', name: 'Ada King', roles: [3] });

describe('POST /api/auth/signup', () => {
  it('creates a client with a workspace and answers in the spec shape, without secrets', async () => {
    const res = await post('/api/auth/signup', signupBody('ada@example.com'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201, path: '/api/auth/signup' });
    expect(body.data.access_token).toMatch(/^ey/);
    expect(body.data.user).toMatchObject({ email: 'ada@example.com', name: 'Ada King', first_name: 'Ada', roleIds: [3], plans: [], previousPlan: null });
    expect(body.data.user.workspaceId).toBeGreaterThan(0);
    expect(body.data.user.permissions).toContain('Composer');
    expect(body.data.user.permissions).not.toContain('ManageStaff');
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('writes auth.user.registered in the same transaction', async () => {
    const db = createDrizzle(t.database.sql);
    const rows = await db.execute(sql`select name, payload from auth.outbox where name = 'auth.user.registered'`);
    expect(rows.map((r) => (r.payload as { email: string }).email)).toContain('ada@example.com');
  });

  it('refuses a second account with the same e-mail (any case) with 409 and a field error, and writes no event', async () => {
    const res = await post('/api/auth/signup', signupBody('ADA@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'AUTH_EMAIL_TAKEN', errors: [{ field: 'email' }] });
    const db = createDrizzle(t.database.sql);
    const [row] = await db.execute(sql`select count(*)::int as n from auth.outbox where payload->>'email' ilike 'ada@example.com'`);
    expect(row?.n).toBe(1);
  });

  it('never grants a staff role at sign-up', async () => {
    const res = await post('/api/auth/signup', { ...signupBody('mallory@example.com'), roles: [1] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toMatch(/^roles/);
  });

  it('checks the e-mail and password shape', async () => {
    const res = await post('/api/auth/signup', { email: 'not-an-email', password: 'short', name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('keeps one account when two sign-ups race for the same e-mail', async () => {
    const results = await Promise.all([post('/api/auth/signup', signupBody('race@example.com')), post('/api/auth/signup', signupBody('race@example.com'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and returns data.access_token and data.user with roleIds, permissions, plans, previousPlan', async () => {
    const res = await post('/api/auth/login', { email: 'Ada@Example.com', password: 'long enough pw', type: 'user' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data.user)).toEqual(expect.arrayContaining(['roleIds', 'permissions', 'plans', 'previousPlan']));
    const me = await t.platform.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.json().data.email).toBe('ada@example.com');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post('/api/auth/login', { email: 'ada@example.com', password: 'nope nope' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'nope nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses a banned account', async () => {
    await post('/api/auth/signup', signupBody('banned@example.com'));
    await createDrizzle(t.database.sql).execute(sql`update auth.users set status = 'banned' where email = 'banned@example.com'`);
    const res = await post('/api/auth/login', { email: 'banned@example.com', password: 'long enough pw' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_ACCOUNT_BANNED');
  });
});

describe('first administrator', () => {
  it('is created from ADMIN_EMAIL / ADMIN_PASSWORD with every permission', async () => {
    const res = await post('/api/auth/login', { email: 'root@example.com', password: 'root password 1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.permissions.sort()).toEqual([...PERMISSIONS].sort());
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/auth/setup' })).json().data.needsSetup).toBe(false);
  });

  it('is announced with auth.user.updated so other services know the administrator', async () => {
    const rows = await createDrizzle(t.database.sql).execute(sql`select payload from auth.outbox where name = 'auth.user.updated' and payload->>'email' = 'root@example.com'`);
    expect(rows).toHaveLength(1);
  });
});
