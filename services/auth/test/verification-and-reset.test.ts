import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SessionResponse } from '@cadence/contracts';
import { PASSWORD, codeIn, startAuth, tokenIn, type AuthHarness } from './support/platform';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

const verify = (body: object) => h.request('POST', '/api/auth/verify-email', { body });
const forgot = (email: string) => h.request('POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, password: string) => h.request('POST', '/api/auth/reset-password', { body: { token, password } });

async function verified(email: string): Promise<boolean> {
  const [row] = await h.db.execute<{ email_verified: boolean }>(sql`select email_verified from auth.users where email = ${email}`);
  return row?.email_verified ?? false;
}

describe('e-mail verification', () => {
  it('mails a 6-digit code and a link on sign-up; the code verifies the address', async () => {
    await h.signup('code@example.com');
    const mail = await h.lastMail('code@example.com', 'email-verification');
    expect(mail?.text).toContain('https://cadence.test/code-verficiation?token=');
    const res = await verify({ email: 'code@example.com', code: codeIn(mail?.text) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ok: true, email_verified: true });
    expect(await verified('code@example.com')).toBe(true);
  });

  it('verifies by the mailed link, once', async () => {
    await h.signup('link@example.com');
    const token = tokenIn((await h.lastMail('link@example.com', 'email-verification'))?.text);
    expect((await verify({ token })).statusCode).toBe(200);
    expect(await verified('link@example.com')).toBe(true);
    expect((await verify({ token })).json().code).toBe('AUTH_CODE_INVALID');
  });

  it('burns the code after five wrong tries', async () => {
    await h.signup('tries@example.com');
    const code = codeIn((await h.lastMail('tries@example.com', 'email-verification'))?.text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify({ email: 'tries@example.com', code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('AUTH_CODE_INVALID');
    }
    expect((await verify({ email: 'tries@example.com', code })).statusCode).toBe(400);
    expect(await verified('tries@example.com')).toBe(false);
  });

  it('resends a new code (the old one stops working) and answers the same for unknown addresses', async () => {
    await h.signup('resend@example.com');
    const old = codeIn((await h.lastMail('resend@example.com', 'email-verification'))?.text);
    const known = await h.request('POST', '/api/auth/verify-email/resend', { body: { email: 'resend@example.com' } });
    const unknown = await h.request('POST', '/api/auth/verify-email/resend', { body: { email: 'ghost@example.com' } });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data).toEqual(known.json().data);
    expect(unknown.json().message).toBe(known.json().message);
    expect(await h.lastMail('ghost@example.com')).toBeUndefined();
    const fresh = codeIn((await h.lastMail('resend@example.com', 'email-verification'))?.text);
    if (fresh !== old) expect((await verify({ email: 'resend@example.com', code: old })).statusCode).toBe(400);
    expect((await verify({ email: 'resend@example.com', code: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await h.signup('late@example.com');
    const code = codeIn((await h.lastMail('late@example.com', 'email-verification'))?.text);
    await h.db.execute(sql`update auth.email_verifications set expires_at = now() - interval '1 second' where user_id = (select id from auth.users where email = 'late@example.com')`);
    expect((await verify({ email: 'late@example.com', code })).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same status and body for known and unknown addresses', async () => {
    await h.signup('known@example.com');
    const known = await forgot('known@example.com');
    const unknown = await forgot('unknown@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    const strip = (body: Record<string, unknown>) => ({ ...body, timestamp: undefined });
    expect(strip(unknown.json())).toEqual(strip(known.json()));
    expect(await h.lastMail('known@example.com', 'password-reset')).toBeDefined();
    expect(await h.lastMail('unknown@example.com')).toBeUndefined();
  });

  it('stores only the hash of the token; the link works once and signs out every session', async () => {
    const session = await h.signup('reset@example.com');
    await forgot('reset@example.com');
    const mail = await h.lastMail('reset@example.com', 'password-reset');
    expect(mail?.text).toContain('https://cadence.test/reset-password?token=');
    const token = tokenIn(mail?.text);
    const stored = await h.db.execute<{ token_hash: string }>(sql`select token_hash from auth.password_resets`);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect((await reset(token, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(token, 'another new password')).json().code).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await h.login('reset@example.com', 'a brand new password')).statusCode).toBe(200);
    expect((await h.login('reset@example.com', PASSWORD)).statusCode).toBe(401);
    const refreshed = await h.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a link older than one hour', async () => {
    await h.signup('old-link@example.com');
    await forgot('old-link@example.com');
    const token = tokenIn((await h.lastMail('old-link@example.com', 'password-reset'))?.text);
    const [row] = await h.db.execute<{ minutes: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from auth.password_resets where user_id = (select id from auth.users where email = 'old-link@example.com')`,
    );
    expect(row?.minutes).toBe(60);
    await h.db.execute(sql`update auth.password_resets set expires_at = now() - interval '1 second'`);
    expect((await reset(token, 'a brand new password')).statusCode).toBe(400);
  });

  it('changes the password from the profile only with the current one, keeping this session and ending the others', async () => {
    const here = await h.signup('change@example.com');
    const elsewhere = (await h.login('change@example.com')).json().data as SessionResponse;
    const wrong = await h.request('POST', '/api/auth/profile/password', { token: here.access_token, body: { current_password: 'not it at all', new_password: 'changed password 1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'current_password', message: 'is not correct' }]);
    const ok = await h.request('POST', '/api/auth/profile/password', { token: here.access_token, body: { current_password: PASSWORD, new_password: 'changed password 1' } });
    expect(ok.statusCode).toBe(200);
    expect((await h.request('POST', '/api/auth/refresh', { body: { refresh_token: here.refresh_token } })).statusCode).toBe(200);
    expect((await h.request('POST', '/api/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } })).statusCode).toBe(401);
    expect((await h.login('change@example.com', 'changed password 1')).statusCode).toBe(200);
  });
});
