import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PLAN_CATALOGUE, type AdminUser } from '@cadence/contracts';
import { PASSWORD, startAuth, type AuthHarness } from './support/platform';

let h: AuthHarness;
let admin: string;
beforeAll(async () => {
  h = await startAuth();
  admin = await h.adminToken();
});
afterAll(() => h?.close());

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  name: email.split('@')[0],
  email,
  password: PASSWORD,
  plans: ['Scale'],
  status: true,
  email_verified: false,
  mobile_verified: false,
  ...extra,
});

async function create(email: string, extra: Record<string, unknown> = {}): Promise<AdminUser> {
  const res = await h.request('POST', '/api/users', { token: admin, body: newUser(email, extra) });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as AdminUser;
}

describe('users admin', () => {
  it('creates a client account with its workspace on the granted plan', async () => {
    const user = await create('made@example.com', { plans: ['creator', 'Advanced'], email_verified: true });
    expect(user).toMatchObject({ email: 'made@example.com', status: 'active', plans: ['Creator', 'Advanced'], email_verified: true, roleIds: [3] });
    expect(user.workspaceId).toBeGreaterThan(0);
    const [workspace] = await h.db.execute<{ plan: string }>(sql`select plan from auth.workspaces where id = ${user.workspaceId}`);
    expect(workspace?.plan).toBe('advanced');
    expect(user).toMatchObject({ workspacePlan: 'advanced', trialEndsAt: null });
    expect((await h.login('made@example.com')).json().data.user.plans).toEqual(['Creator', 'Advanced']);
    const events = await h.db.execute(sql`select 1 from auth.outbox where name = 'auth.user.registered' and payload->>'email' = 'made@example.com'`);
    expect(events).toHaveLength(1);
  });

  it("shows a client who signed up on the trial with the trial and its end, not as having no plan", async () => {
    await h.signup('trialing@example.com');
    const listed = (await h.request('GET', '/api/users?search=trialing', { token: admin })).json().data as AdminUser[];
    expect(listed[0]).toMatchObject({ email: 'trialing@example.com', plans: [], workspacePlan: 'trial', trialEndsAt: expect.any(String) });
    expect(new Date(listed[0]!.trialEndsAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a plan outside the catalogue, no plan, and a taken e-mail', async () => {
    const unknown = await h.request('POST', '/api/users', { token: admin, body: newUser('np@example.com', { plans: ['Gold'] }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'USERS_UNKNOWN_PLAN', errors: [{ field: 'plans' }] });
    const none = await h.request('POST', '/api/users', { token: admin, body: newUser('np@example.com', { plans: [] }) });
    expect(none.statusCode).toBe(400);
    await create('taken@example.com');
    const taken = await h.request('POST', '/api/users', { token: admin, body: newUser('TAKEN@example.com') });
    expect(taken.statusCode).toBe(409);
  });

  it('offers the plan names of the catalogue', async () => {
    const res = await h.request('GET', '/api/users/plans-options', { token: admin });
    expect(res.json().data).toEqual(PLAN_CATALOGUE.map((plan) => ({ name: plan.name })));
  });

  it('lists clients only, with search, sort, filters and the default page of five', async () => {
    for (const [i, email] of ['list-a@example.com', 'list-b@example.com', 'list-c@example.com'].entries()) {
      await create(email, { plans: i === 0 ? ['Traction'] : ['Scale'], email_verified: i !== 1, mobile_verified: i === 2 });
    }
    const page = await h.request('GET', '/api/users', { token: admin });
    expect(page.json()).toMatchObject({ page: 0, limit: 5 });
    expect(page.json().data.map((u: AdminUser) => u.email)).not.toContain('root@example.com');
    const byName = await h.request('GET', '/api/users?search=list-&orderBy=name&order=desc', { token: admin });
    expect(byName.json().data.map((u: AdminUser) => u.email)).toEqual(['list-c@example.com', 'list-b@example.com', 'list-a@example.com']);
    const unverified = await h.request('GET', '/api/users?search=list-&email_verified=false', { token: admin });
    expect(unverified.json().data.map((u: AdminUser) => u.email)).toEqual(['list-b@example.com']);
    const mobile = await h.request('GET', '/api/users?search=list-&mobile_verified=true', { token: admin });
    expect(mobile.json().data.map((u: AdminUser) => u.email)).toEqual(['list-c@example.com']);
    const traction = await h.request('GET', '/api/users?search=list-&plan=traction', { token: admin });
    expect(traction.json().data.map((u: AdminUser) => u.email)).toEqual(['list-a@example.com']);
    const paged = await h.request('GET', '/api/users?search=list-&limit=2&page=1', { token: admin });
    expect(paged.json()).toMatchObject({ total: 3, page: 1, pages: 2, limit: 2 });
    expect(paged.json().data).toHaveLength(1);
    expect((await h.request('GET', '/api/users?orderBy=password_hash', { token: admin })).statusCode).toBe(400);
  });

  it('edits a user, remembers the previous plan and emits auth.user.updated', async () => {
    const user = await create('edit@example.com', { plans: ['Creator'] });
    const res = await h.request('PATCH', `/api/users/${user.id}`, { token: admin, body: { name: 'Edited', plans: ['Scale'], mobile_verified: true } });
    expect(res.json().data).toMatchObject({ name: 'Edited', plans: ['Scale'], mobile_verified: true });
    const login = (await h.login('edit@example.com')).json().data;
    expect(login.user).toMatchObject({ plans: ['Scale'], previousPlan: 'Creator' });
    const [event] = await h.db.execute<{ payload: unknown }>(sql`select payload from auth.outbox where name = 'auth.user.updated' and (payload->>'userId')::int = ${user.id}`);
    // With what the user holds: a client, whose permissions are the Client role's.
    expect(event?.payload).toEqual({ userId: user.id, name: 'Edited', email: 'edit@example.com', status: 'active', plans: ['Scale'], locale: 'en', roleIds: [3], permissions: expect.arrayContaining(['CreatePosting']) });
    // The plan is granted to the owned workspace through billing, until the end staff chose.
    const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await h.request('PATCH', `/api/users/${user.id}`, { token: admin, body: { plan_ends_at: endsAt } })).statusCode).toBe(200);
    const grants = await h.db.execute<{ payload: { plan: string; endsAt: string | null; userId: number } }>(sql`select payload from auth.outbox where name = 'auth.plan.granted' and (payload->>'userId')::int = ${user.id} order by id`);
    expect(grants.map((row) => [row.payload.plan, row.payload.endsAt])).toEqual([
      ['creator', null],
      ['scale', null],
      ['scale', endsAt],
    ]);
    const past = await h.request('PATCH', `/api/users/${user.id}`, { token: admin, body: { plan_ends_at: '2020-01-01T00:00:00.000Z' } });
    expect([past.statusCode, past.json().errors]).toEqual([400, [{ field: 'plan_ends_at', message: 'must be in the future' }]]);
    const password = await h.request('PATCH', `/api/users/${user.id}`, { token: admin, body: { password: 'set by support' } });
    expect(password.statusCode).toBe(200);
    expect((await h.login('edit@example.com', 'set by support')).statusCode).toBe(200);
  });

  it('bans (ending sessions) and unbans', async () => {
    await create('ban@example.com');
    const session = (await h.login('ban@example.com')).json().data;
    const banned = await h.request('POST', `/api/users/${session.user.id}/ban`, { token: admin });
    expect(banned.json().data.status).toBe('banned');
    expect((await h.request('GET', '/api/users?status=banned', { token: admin })).json().data.map((u: AdminUser) => u.id)).toContain(session.user.id);
    expect((await h.login('ban@example.com')).statusCode).toBe(403);
    expect((await h.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
    expect((await h.request('POST', `/api/users/${session.user.id}/unban`, { token: admin })).json().data.status).toBe('active');
    expect((await h.login('ban@example.com')).statusCode).toBe(200);
  });

  it('does not reach staff accounts, and answers 404 for unknown ids', async () => {
    const rootId = (await h.login('root@example.com', 'root password 1')).json().data.user.id as number;
    expect((await h.request('POST', `/api/users/${rootId}/ban`, { token: admin })).statusCode).toBe(404);
    expect((await h.request('GET', '/api/users/999999', { token: admin })).statusCode).toBe(404);
  });

  it('is closed to clients', async () => {
    const client = await h.signup('curious@example.com');
    expect((await h.request('GET', '/api/users', { token: client.access_token })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/users', {})).statusCode).toBe(401);
  });
});
