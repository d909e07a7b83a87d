import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExtensionCode, SessionResponse } from '@cadence/contracts';
import { startAuth, type AuthHarness } from './support/platform';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuth();
});
afterAll(() => h?.close());

async function newCode(deviceName = 'Firefox on Linux'): Promise<ExtensionCode> {
  const res = await h.request('POST', '/api/auth/extension/codes', { body: { device_name: deviceName } });
  expect(res.statusCode).toBe(201);
  return res.json().data as ExtensionCode;
}

const poll = (secret: string) => h.request('POST', '/api/auth/extension/token', { body: { device_secret: secret } });

/** Lets the next poll come as if the interval had passed (the interval itself is 5 s). */
async function pastInterval(code: string): Promise<void> {
  await h.db.execute(sql`update auth.extension_codes set last_polled_at = now() - interval '1 minute' where code = ${code.replace('-', '')}`);
}

const approve = (code: string, token: string) => h.request('POST', `/api/auth/extension/codes/${code}/approve`, { token });

describe('extension sign-in', () => {
  it('hands out a short code, a device secret kept only as a hash, and the dashboard page that approves it', async () => {
    const code = await newCode();
    expect(code.code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(code.verification_url).toBe(`https://cadence.test/extension/approve?code=${code.code}`);
    expect(code).toMatchObject({ expires_in: 600, interval: 5 });
    const rows = await h.db.execute<{ device_secret_hash: string }>(sql`select device_secret_hash from auth.extension_codes where code = ${code.code.replace('-', '')}`);
    expect(rows[0]?.device_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.device_secret_hash).not.toBe(code.device_secret);
  });

  it('answers pending until approved, slow_down to a poll inside the interval, then one session that works for the API', async () => {
    const owner = await h.signup('ext-owner@example.com');
    const code = await newCode('Chromium on Debian');

    const shown = await h.request('GET', `/api/auth/extension/codes/${code.code.toLowerCase()}`, { token: owner.access_token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ code: code.code, device_name: 'Chromium on Debian', status: 'pending' });

    const pending = await poll(code.device_secret);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().code).toBe('AUTH_EXTENSION_PENDING');
    const tooFast = await poll(code.device_secret);
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().code).toBe('AUTH_EXTENSION_SLOW_DOWN');
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);

    expect((await approve(code.code, owner.access_token)).statusCode).toBe(200);
    await pastInterval(code.code);
    const signedIn = await poll(code.device_secret);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().data as SessionResponse;
    expect(session.user).toMatchObject({ email: 'ext-owner@example.com', workspaceId: owner.user.workspaceId });

    const me = await h.request('GET', '/api/auth/me', { token: session.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('ext-owner@example.com');
    // The extension's refresh token rotates like any other.
    const rotated = await h.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(rotated.statusCode).toBe(200);
    expect((rotated.json().data as SessionResponse).refresh_token).not.toBe(session.refresh_token);
  });

  it('refuses a code used once: a second poll, a second approval', async () => {
    const owner = await h.signup('ext-reuse@example.com');
    const code = await newCode();
    expect((await approve(code.code, owner.access_token)).statusCode).toBe(200);
    expect((await poll(code.device_secret)).statusCode).toBe(200);
    await pastInterval(code.code);
    const again = await poll(code.device_secret);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('AUTH_EXTENSION_EXPIRED');
    const approvedAgain = await approve(code.code, owner.access_token);
    expect(approvedAgain.statusCode).toBe(404);
    expect(approvedAgain.json().code).toBe('AUTH_EXTENSION_CODE_NOT_FOUND');
  });

  it('answers denied once the person denies, and a denied code cannot be approved after', async () => {
    const owner = await h.signup('ext-deny@example.com');
    const code = await newCode();
    expect((await h.request('POST', `/api/auth/extension/codes/${code.code}/deny`, { token: owner.access_token })).statusCode).toBe(200);
    const denied = await poll(code.device_secret);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('AUTH_EXTENSION_DENIED');
    expect((await approve(code.code, owner.access_token)).statusCode).toBe(404);
  });

  it('leaves a code to the person who opened it: nobody else may deny it, approve it or even see it', async () => {
    const person = await h.signup('ext-claim@example.com');
    const other = await h.signup('ext-meddler@example.com');
    const code = await newCode('Edge on Windows');
    expect((await h.request('GET', `/api/auth/extension/codes/${code.code}`, { token: person.access_token })).statusCode).toBe(200);
    // Opening it again is fine for the same person.
    expect((await h.request('GET', `/api/auth/extension/codes/${code.code}`, { token: person.access_token })).statusCode).toBe(200);

    for (const action of ['deny', 'approve'] as const) {
      const meddled = await h.request('POST', `/api/auth/extension/codes/${code.code}/${action}`, { token: other.access_token });
      expect(meddled.statusCode).toBe(404);
      expect(meddled.json().code).toBe('AUTH_EXTENSION_CODE_NOT_FOUND');
    }
    expect((await h.request('GET', `/api/auth/extension/codes/${code.code}`, { token: other.access_token })).statusCode).toBe(404);
    const pending = await poll(code.device_secret);
    expect(pending.json().code).toBe('AUTH_EXTENSION_PENDING');

    // The person who opened it decides.
    expect((await approve(code.code, person.access_token)).statusCode).toBe(200);
    await pastInterval(code.code);
    const signedIn = await poll(code.device_secret);
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json().data as SessionResponse).user.email).toBe('ext-claim@example.com');
  });

  it('denies only as the person who opened the code', async () => {
    const person = await h.signup('ext-own-deny@example.com');
    const other = await h.signup('ext-other-deny@example.com');
    const code = await newCode();
    await h.request('GET', `/api/auth/extension/codes/${code.code}`, { token: person.access_token });
    expect((await h.request('POST', `/api/auth/extension/codes/${code.code}/deny`, { token: other.access_token })).statusCode).toBe(404);
    expect((await h.request('POST', `/api/auth/extension/codes/${code.code}/deny`, { token: person.access_token })).statusCode).toBe(200);
    expect((await poll(code.device_secret)).json().code).toBe('AUTH_EXTENSION_DENIED');
  });

  it('limits code look-ups per address: 429 past the limit', async () => {
    const person = await h.signup('ext-guesser@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const guess = `BCDF-${'GHJKLMNPQRSTVWXZ'.slice(i % 12, (i % 12) + 4)}`;
      statuses.push((await h.request('GET', `/api/auth/extension/codes/${guess}`, { token: person.access_token, ip: '10.9.8.7' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const limited = await h.request('GET', '/api/auth/extension/codes/BCDF-GHJK', { token: person.access_token, ip: '10.9.8.7' });
    expect(limited.json().code).toBe('COMMON_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted apart.
    expect((await h.request('GET', '/api/auth/extension/codes/BCDF-GHJK', { token: person.access_token, ip: '10.9.8.6' })).statusCode).toBe(404);
  });

  it('lets an expired code be neither shown, approved nor traded', async () => {
    const owner = await h.signup('ext-expired@example.com');
    const code = await newCode();
    await h.db.execute(sql`update auth.extension_codes set expires_at = now() - interval '1 second' where code = ${code.code.replace('-', '')}`);
    expect((await h.request('GET', `/api/auth/extension/codes/${code.code}`, { token: owner.access_token })).statusCode).toBe(404);
    expect((await approve(code.code, owner.access_token)).statusCode).toBe(404);
    const expired = await poll(code.device_secret);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('AUTH_EXTENSION_EXPIRED');
    expect((await poll('x'.repeat(43))).statusCode).toBe(410);
  });

  it('needs a signed-in person to approve, and valid input everywhere', async () => {
    const code = await newCode();
    expect((await h.request('POST', `/api/auth/extension/codes/${code.code}/approve`)).statusCode).toBe(401);
    const blank = await h.request('POST', '/api/auth/extension/codes', { body: {} });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('device_name');
    const owner = await h.signup('ext-input@example.com');
    expect((await h.request('GET', '/api/auth/extension/codes/not-a-code', { token: owner.access_token })).statusCode).toBe(404);
  });

  it('stops the extension when its session is signed out: the refresh token and the access token both refused', async () => {
    const owner = await h.signup('ext-revoke@example.com');
    const code = await newCode();
    await approve(code.code, owner.access_token);
    const session = (await poll(code.device_secret)).json().data as SessionResponse;
    expect((await h.request('POST', '/api/auth/logout', { body: { refresh_token: session.refresh_token } })).statusCode).toBe(200);
    expect((await h.request('GET', '/api/auth/me', { token: session.access_token })).statusCode).toBe(401);
    const refreshed = await h.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    // The dashboard's own session is another one, untouched.
    expect((await h.request('GET', '/api/auth/me', { token: owner.access_token })).statusCode).toBe(200);
  });
});
