import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type SessionResponse } from '@cadence/contracts';
import { ADMIN, PASSWORD, startAuth, type AuthHarness } from './support/platform';

let h: AuthHarness;
let admin: string;
beforeAll(async () => {
  h = await startAuth();
  admin = await h.adminToken();
});
afterAll(() => h?.close());

const employee = (email: string, roles: number[], status = 'active') => ({ name: email.split('@')[0], email, password: PASSWORD, roles, status });

describe('employees', () => {
  it('creates, lists, edits and disables employees with their roles', async () => {
    const created = await h.request('POST', '/api/users/employees', { token: admin, body: employee('helper@example.com', [2]) });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ email: 'helper@example.com', status: 'active', roles: [{ id: 2, name: 'Support' }] });
    expect(created.body).not.toMatch(/password|argon/i);
    const announced = await h.db.execute(sql`select 1 from auth.outbox where name = 'auth.user.updated' and (payload->>'userId')::int = ${id}`);
    expect(announced).toHaveLength(1);

    const list = await h.request('GET', '/api/users/employees?search=helper', { token: admin });
    expect(list.json()).toMatchObject({ total: 1, page: 0, limit: 5, data: [{ id }] });

    const edited = await h.request('PATCH', `/api/users/employees/${id}`, { token: admin, body: { name: 'Helper Two', roles: [1, 2] } });
    expect(edited.json().data).toMatchObject({ name: 'Helper Two', roles: [{ id: 1 }, { id: 2 }] });
    // Announced with what the new roles grant.
    const [appointed] = await h.db.execute<{ payload: { roleIds: number[]; permissions: string[] } }>(sql`select payload from auth.outbox where name = 'auth.user.updated' and (payload->>'userId')::int = ${id} order by id desc limit 1`);
    expect(appointed?.payload.roleIds).toEqual([1, 2]);
    expect(appointed?.payload.permissions).toContain('MonitoringServices');

    const session = (await h.login('helper@example.com')).json().data as SessionResponse;
    const disabled = await h.request('POST', `/api/users/employees/${id}/disable`, { token: admin });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await h.login('helper@example.com')).json().code).toBe('AUTH_ACCOUNT_DISABLED');
    expect((await h.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
    const filtered = await h.request('GET', '/api/users/employees?status=disabled', { token: admin });
    expect(filtered.json().data.map((e: { id: number }) => e.id)).toEqual([id]);
  });

  it('keeps clients out of the employee list and refuses the Client role for staff', async () => {
    await h.signup('client-not-staff@example.com');
    const list = await h.request('GET', '/api/users/employees?pagination=false', { token: admin });
    expect(list.json().data.map((e: { email: string }) => e.email)).not.toContain('client-not-staff@example.com');
    const res = await h.request('POST', '/api/users/employees', { token: admin, body: employee('c3@example.com', [3]) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'STAFF_INVALID_ROLES', errors: [{ field: 'roles' }] });
    expect((await h.request('POST', '/api/users/employees', { token: admin, body: employee('c9@example.com', [999]) })).statusCode).toBe(400);
  });

  it('protects the last active administrator', async () => {
    const list = await h.request('GET', `/api/users/employees?search=${ADMIN.email}`, { token: admin });
    const rootId = list.json().data[0].id as number;
    const disable = await h.request('POST', `/api/users/employees/${rootId}/disable`, { token: admin });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().code).toBe('STAFF_LAST_ADMIN');
    const strip = await h.request('PATCH', `/api/users/employees/${rootId}`, { token: admin, body: { roles: [2] } });
    expect(strip.statusCode).toBe(409);
    // With a second active administrator either may go, but not both.
    const second = await h.request('POST', '/api/users/employees', { token: admin, body: employee('second-admin@example.com', [1]) });
    const secondId = second.json().data.id as number;
    expect((await h.request('POST', `/api/users/employees/${secondId}/disable`, { token: admin })).statusCode).toBe(200);
    expect((await h.request('POST', `/api/users/employees/${rootId}/disable`, { token: admin })).statusCode).toBe(409);
    expect((await h.request('PATCH', `/api/users/employees/${secondId}`, { token: admin, body: { status: 'active' } })).statusCode).toBe(200);
    const secondToken = ((await h.login('second-admin@example.com')).json().data as SessionResponse).access_token;
    expect((await h.request('PATCH', `/api/users/employees/${rootId}`, { token: admin, body: { roles: [2] } })).statusCode).toBe(200);
    // The root's token carried the administrator's permissions: it stops working with the role.
    expect((await h.request('GET', '/api/users/employees', { token: admin })).statusCode).toBe(401);
    expect((await h.request('PATCH', `/api/users/employees/${secondId}`, { token: secondToken, body: { roles: [2] } })).statusCode).toBe(409);
    expect((await h.request('PATCH', `/api/users/employees/${rootId}`, { token: secondToken, body: { roles: [1] } })).statusCode).toBe(200);
    admin = ((await h.login(ADMIN.email, ADMIN.password, '10.255.255.253')).json().data as SessionResponse).access_token;
    expect((await h.request('GET', '/api/users/employees', { token: admin })).statusCode).toBe(200);
  });

  it('needs ManageStaff for writes, and nobody grants more than they hold', async () => {
    const listOnly = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Staff viewers', status: 'active', permissions: ['StaffList', 'roleAndPermission'] } });
    const managers = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Staff managers', status: 'active', permissions: ['StaffList', 'ManageStaff', 'ManageUsers'] } });
    await h.request('POST', '/api/users/employees', { token: admin, body: employee('viewer-staff@example.com', [listOnly.json().data.id]) });
    await h.request('POST', '/api/users/employees', { token: admin, body: employee('manager-staff@example.com', [managers.json().data.id]) });
    const viewer = ((await h.login('viewer-staff@example.com')).json().data as SessionResponse).access_token;
    const manager = ((await h.login('manager-staff@example.com')).json().data as SessionResponse).access_token;
    expect((await h.request('GET', '/api/users/employees', { token: viewer })).statusCode).toBe(200);
    expect((await h.request('POST', '/api/users/employees', { token: viewer, body: employee('x1@example.com', [2]) })).statusCode).toBe(403);
    // Support holds HelpSupportDesk, which the manager does not: refused.
    expect((await h.request('POST', '/api/users/employees', { token: manager, body: employee('x2@example.com', [2]) })).statusCode).toBe(403);
    expect((await h.request('POST', '/api/users/employees', { token: manager, body: employee('x3@example.com', [1]) })).statusCode).toBe(403);
    expect((await h.request('POST', '/api/users/employees', { token: manager, body: employee('x4@example.com', [managers.json().data.id]) })).statusCode).toBe(201);
    const rootId = (await h.request('GET', `/api/users/employees?search=${ADMIN.email}`, { token: admin })).json().data[0].id as number;
    expect((await h.request('PATCH', `/api/users/employees/${rootId}`, { token: manager, body: { password: 'taken over now' } })).statusCode).toBe(403);
  });
});

describe('roles and permissions', () => {
  it('lists roles with the roleName filter and their permissions', async () => {
    const res = await h.request('GET', '/api/users/roles?roleName=supp', { token: admin });
    expect(res.json()).toMatchObject({ total: 1, data: [{ id: 2, name: 'Support', status: 'active' }] });
    expect(res.json().data[0].permissions).toContain('ManageUsers');
    const seeded = await h.request('GET', '/api/users/roles?orderBy=id&limit=3', { token: admin });
    expect(seeded.json().data.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Support', 'Client']);
  });

  it('creates roles with unique names and edits them; Admin keeps every permission', async () => {
    const created = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Editors', status: 'active', permissions: ['Posts'] } });
    expect(created.statusCode).toBe(201);
    const dup = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'editors', status: 'active', permissions: [] } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'STAFF_ROLE_NAME_TAKEN', errors: [{ field: 'name' }] });
    const edited = await h.request('PATCH', `/api/users/roles/${created.json().data.id}`, { token: admin, body: { permissions: ['Posts', 'Caption'], status: 'inactive' } });
    expect(edited.json().data).toMatchObject({ status: 'inactive', permissions: ['Caption', 'Posts'] });
    const adminEdit = await h.request('PATCH', '/api/users/roles/1', { token: admin, body: { permissions: ['dashboard'] } });
    expect(adminEdit.statusCode).toBe(409);
    expect(adminEdit.json().code).toBe('STAFF_ADMIN_ROLE_FIXED');
    expect((await h.request('PATCH', '/api/users/roles/1', { token: admin, body: { status: 'inactive' } })).statusCode).toBe(409);
    expect((await h.request('GET', '/api/users/roles/1', { token: admin })).json().data.permissions).toHaveLength(PERMISSIONS.length);
    const client = await h.request('PATCH', '/api/users/roles/3', { token: admin, body: { permissions: ['dashboard', 'Composer'] } });
    expect(client.json().data.permissions).toEqual(['Composer', 'dashboard']);
    expect((await h.request('GET', '/api/users/roles/4242', { token: admin })).statusCode).toBe(404);
  });

  it('ends the access tokens of a role\'s holders when what it grants changes; their renewed tokens carry the new set', async () => {
    const role = (await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Auditors', status: 'active', permissions: ['StaffList', 'roleAndPermission'] } })).json().data;
    await h.request('POST', '/api/users/employees', { token: admin, body: employee('auditor@example.com', [role.id]) });
    const before = (await h.login('auditor@example.com')).json().data as SessionResponse;
    expect((await h.request('GET', '/api/users/employees', { token: before.access_token })).statusCode).toBe(200);

    // A rename grants nothing new: the token still works.
    expect((await h.request('PATCH', `/api/users/roles/${role.id}`, { token: admin, body: { name: 'Auditors (EU)' } })).statusCode).toBe(200);
    expect((await h.request('GET', '/api/users/employees', { token: before.access_token })).statusCode).toBe(200);

    expect((await h.request('PATCH', `/api/users/roles/${role.id}`, { token: admin, body: { permissions: ['roleAndPermission'] } })).statusCode).toBe(200);
    expect((await h.request('GET', '/api/users/roles', { token: before.access_token })).statusCode).toBe(401);
    const renewed = (await h.request('POST', '/api/auth/refresh', { body: { refresh_token: before.refresh_token } })).json().data as SessionResponse;
    expect((await h.request('GET', '/api/users/roles', { token: renewed.access_token })).statusCode).toBe(200);
    expect((await h.request('GET', '/api/users/employees', { token: renewed.access_token })).statusCode).toBe(403);

    // Every other service learns the holder's new set (monitoring alerts go by it).
    const [last] = await h.db.execute<{ payload: { roleIds: number[]; permissions: string[] } }>(
      sql`select payload from auth.outbox where name = 'auth.user.updated' and payload->>'email' = 'auditor@example.com' order by id desc limit 1`,
    );
    expect(last?.payload).toMatchObject({ roleIds: [role.id], permissions: ['roleAndPermission'] });
  });

  it('lists the fifty permissions with their group, ten per page by default', async () => {
    const first = await h.request('GET', '/api/users/permission', { token: admin });
    expect(first.json()).toMatchObject({ total: 50, page: 0, pages: 5, limit: 10 });
    expect(first.json().data[0]).toEqual({ name: 'AIComposer', group: 'AI composer' });
    const all = await h.request('GET', '/api/users/permission?pagination=false', { token: admin });
    expect(all.json().data.map((p: { name: string }) => p.name).sort()).toEqual([...PERMISSIONS].sort());
    const searched = await h.request('GET', '/api/users/permission?search=stream', { token: admin });
    expect(searched.json().total).toBe(5);
  });

  it('refuses the role screens to a client', async () => {
    const client = await h.signup('client-roles@example.com');
    expect((await h.request('GET', '/api/users/roles', { token: client.access_token })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/users/permission', { token: client.access_token })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/users/employees', { token: client.access_token })).statusCode).toBe(403);
  });
});
