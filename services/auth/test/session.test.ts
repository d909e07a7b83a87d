import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SessionResponse } from '@cadence/contracts';
import { ADMIN, PASSWORD, startAuth, type AuthHarness } from './support/platform';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

const refresh = (token: string, ip?: string) => h.request('POST', '/api/auth/refresh', { body: { refresh_token: token }, ...(ip ? { ip } : {}) });

describe('sessions', () => {
  it('stores passwords as argon2id hashes', async () => {
    await h.signup('hash@example.com');
    const [row] = await h.db.execute<{ password_hash: string }>(sql`select password_hash from auth.users where email = 'hash@example.com'`);
    expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers a session with an access token, an opaque refresh token and the user as the spec reads it', async () => {
    const session = await h.signup('ses@example.com', { first_name: 'Ses', last_name: 'Sion' });
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_expires_in: 30 * 86_400 });
    expect(session.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(h.t.platform.app.jwt.decode<{ wid: number; wrole: string }>(session.access_token)).toMatchObject({ wid: session.user.workspaceId, wrole: 'owner' });
    expect(session.user).toMatchObject({ workspaceRole: 'owner', locale: 'en', time_zone: 'UTC', avatarUrl: null, email_verified: false, roleIds: [3] });
    const stored = await h.db.execute<{ token_hash: string }>(sql`select token_hash from auth.refresh_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(session.refresh_token);
    const me = await h.request('GET', '/api/auth/me', { token: session.access_token });
    expect(me.json().data).toMatchObject({ email: 'ses@example.com', first_name: 'Ses', workspaceId: session.user.workspaceId });
  });

  it('tells a first visit from a return: the sign-in before this one, null until there is one', async () => {
    const signedUp = await h.signup('visits@example.com');
    expect(signedUp.user.previousLoginAt).toBeNull();
    const first = (await h.login('visits@example.com')).json().data as SessionResponse;
    expect(first.user.previousLoginAt).toBeNull();
    const second = (await h.login('visits@example.com')).json().data as SessionResponse;
    expect(second.user.previousLoginAt).toEqual(expect.any(String));
    const me = await h.request('GET', '/api/auth/me', { token: second.access_token });
    expect(me.json().data.previousLoginAt).toBe(second.user.previousLoginAt);
  });

  it('puts the workspace on the trial: plan trial, 14 days', async () => {
    const session = await h.signup('trial@example.com');
    const [row] = await h.db.execute<{ plan: string; days: number }>(
      sql`select plan, round(extract(epoch from trial_ends_at - created_at) / 86400)::int as days from auth.workspaces where id = ${session.user.workspaceId}`,
    );
    expect(row).toEqual({ plan: 'trial', days: 14 });
  });

  it('rotates the refresh token on every use', async () => {
    const first = await h.signup('rotate@example.com');
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const next = second.json().data as SessionResponse;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.user.email).toBe('rotate@example.com');
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again by another client', async () => {
    const first = await h.signup('reuse@example.com');
    const other = (await h.login('reuse@example.com')).json().data as SessionResponse;
    const second = (await refresh(first.refresh_token)).json().data as SessionResponse;
    const reused = await refresh(first.refresh_token, '10.9.8.7');
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('AUTH_REFRESH_REUSED');
    // The thief's newest token is dead too: the family is revoked.
    const after = await refresh(second.refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('AUTH_REFRESH_INVALID');
    // Another sign-in (another family) is untouched.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing at once the same new pair, and still revokes a later reuse', async () => {
    const first = await h.signup('two-tabs@example.com');
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = a.json().data as SessionResponse;
    const pairB = b.json().data as SessionResponse;
    expect(pairB.refresh_token).toBe(pairA.refresh_token);
    expect(pairB.access_token).toBe(pairA.access_token);
    expect((await h.request('GET', '/api/auth/me', { token: pairB.access_token })).statusCode).toBe(200);
    // Past the grace period the old token is a stolen copy again: the family is revoked.
    await h.db.execute(sql`update auth.refresh_tokens set rotated_at = now() - interval '1 minute' where user_id = ${first.user.id} and rotated_at is not null`);
    const late = await refresh(first.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('AUTH_REFRESH_REUSED');
    expect((await refresh(pairA.refresh_token)).statusCode).toBe(401);
    expect((await h.request('GET', '/api/auth/me', { token: pairA.access_token })).statusCode).toBe(401);
  });

  it('lets two clients racing with one token not both win', async () => {
    const first = await h.signup('race-refresh@example.com');
    const results = await Promise.all([refresh(first.refresh_token, '10.1.1.1'), refresh(first.refresh_token, '10.2.2.2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('x'.repeat(43))).json().code).toBe('AUTH_REFRESH_INVALID');
    const session = await h.signup('expired@example.com');
    await h.db.execute(sql`update auth.refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${session.user.id}`);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('logs out by revoking the family, even without a valid access token', async () => {
    const session = await h.signup('logout@example.com');
    const res = await h.request('POST', '/api/auth/logout', { body: { refresh_token: session.refresh_token }, token: 'expired.or.garbage' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await h.request('POST', '/api/auth/logout', { body: {} })).statusCode).toBe(200);
  });

  it('logs out without a refresh token by ending the session of the access token, and only that one', async () => {
    const session = await h.signup('logout-access@example.com');
    const elsewhere = (await h.login('logout-access@example.com')).json().data as SessionResponse;
    expect((await h.request('GET', '/api/auth/me', { token: session.access_token })).statusCode).toBe(200);
    const res = await h.request('POST', '/api/auth/logout', { body: {}, token: session.access_token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true });
    // The same access token is refused from the next request on, and its refresh token is dead.
    const me = await h.request('GET', '/api/auth/me', { token: session.access_token });
    expect(me.statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    // The user's other session goes on.
    expect((await h.request('GET', '/api/auth/me', { token: elsewhere.access_token })).statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(200);
    // Logging out again with the ended token still answers ok.
    expect((await h.request('POST', '/api/auth/logout', { body: {}, token: session.access_token })).statusCode).toBe(200);
  });

  it('refuses banned and disabled users at sign-in and at refresh', async () => {
    for (const status of ['banned', 'disabled'] as const) {
      const email = `${status}-user@example.com`;
      const session = await h.signup(email);
      await h.db.execute(sql`update auth.users set status = ${status} where email = ${email}`);
      const login = await h.login(email);
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe(status === 'banned' ? 'AUTH_ACCOUNT_BANNED' : 'AUTH_ACCOUNT_DISABLED');
      const renewed = await refresh(session.refresh_token);
      expect(renewed.statusCode).toBe(403);
      // The refused refresh ended the session: its access token stops working at once.
      expect((await h.request('GET', '/api/auth/me', { token: session.access_token })).statusCode).toBe(401);
      // Lifting the status does not bring the revoked session back.
      await h.db.execute(sql`update auth.users set status = 'active' where email = ${email}`);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    }
  });

  it('puts the union of active roles’ permissions in the access token; an inactive role grants nothing', async () => {
    const admin = await h.adminToken();
    const role = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Writers', status: 'active', permissions: ['Composer', 'Caption'] } });
    const other = await h.request('POST', '/api/users/roles', { token: admin, body: { name: 'Payers', status: 'active', permissions: ['Payments'] } });
    const roleId = role.json().data.id as number;
    const otherId = other.json().data.id as number;
    const created = await h.request('POST', '/api/users/employees', { token: admin, body: { name: 'Wri', email: 'writer@example.com', password: PASSWORD, roles: [roleId, otherId], status: 'active' } });
    expect(created.statusCode).toBe(201);
    const before = (await h.login('writer@example.com')).json().data as SessionResponse;
    expect(before.user.permissions).toEqual(['Caption', 'Composer', 'Payments']);
    const claims = h.t.platform.app.jwt.decode<{ perms: string[] }>(before.access_token);
    expect(claims?.perms).toEqual(['Caption', 'Composer', 'Payments']);
    await h.request('PATCH', `/api/users/roles/${otherId}`, { token: admin, body: { status: 'inactive' } });
    const after = (await h.login('writer@example.com')).json().data as SessionResponse;
    expect(after.user.permissions).toEqual(['Caption', 'Composer']);
    expect(after.user.roleIds).toEqual([roleId, otherId].sort((a, b) => a - b));
  });

  it('keeps the administrator holding every permission', async () => {
    const res = await h.login(ADMIN.email, ADMIN.password);
    expect((res.json().data as SessionResponse).user.permissions).toHaveLength(50);
  });
});
