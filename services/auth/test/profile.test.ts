import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { SessionResponse } from '@cadence/contracts';
import { MALFORMED_MULTIPART, startAuth, type AuthHarness } from './support/platform';

let h: AuthHarness;
let session: SessionResponse;
beforeAll(async () => {
  h = await startAuth();
  session = await h.signup('profile@example.com');
});
afterAll(() => h?.close());

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----cadence${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(content: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const body = multipart(options.field ?? 'file', options.filename ?? 'me.png', options.type ?? 'image/png', content);
  return h.t.platform.app.inject({ method: 'PUT', url: '/api/auth/profile/avatar', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${session.access_token}` } });
}

const patch = (body: object) => h.request('PATCH', '/api/auth/profile', { token: session.access_token, body });

describe('profile', () => {
  it('changes name, first and last name, locale and time zone, and emits auth.user.updated', async () => {
    const res = await patch({ name: 'Pro File', first_name: 'Pro', last_name: 'File', locale: 'ro', time_zone: 'europe/bucharest' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Pro File', first_name: 'Pro', last_name: 'File', locale: 'ro', time_zone: 'Europe/Bucharest' });
    const events = await h.db.execute<{ payload: { name: string; locale: string } }>(sql`select payload from auth.outbox where name = 'auth.user.updated' order by id desc limit 1`);
    expect(events[0]?.payload).toMatchObject({ name: 'Pro File', locale: 'ro' });
  });

  it('refuses a time zone that is not an IANA zone, and a locale outside the four', async () => {
    for (const time_zone of ['Mars/Olympus', '+02:00', 'UTC; drop table']) {
      const res = await patch({ time_zone });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('time_zone');
    }
    const locale = await patch({ locale: 'de' });
    expect(locale.statusCode).toBe(400);
    expect(locale.json().errors[0].field).toBe('locale');
  });
});

describe('avatar', () => {
  it('re-encodes an upload into a 256×256 WebP, served by GET', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } }).png().toBuffer();
    const res = await upload(png, { filename: 'holiday.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const avatarUrl = res.json().data.avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/api\/auth\/avatars\/\d+-[0-9a-f-]{36}\.webp$/);
    const served = await h.request('GET', avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    const me = await h.request('GET', '/api/auth/me', { token: session.access_token });
    expect(me.json().data.avatarUrl).toBe(avatarUrl);
  });

  it('replaces the old file and removes it on delete', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3c3' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const first = (await upload(jpeg, { type: 'image/jpeg', filename: 'a.jpg' })).json().data.avatarUrl as string;
    const second = (await upload(jpeg, { type: 'image/jpeg', filename: 'b.jpg' })).json().data.avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await h.request('GET', first)).statusCode).toBe(404);
    const served = await h.request('GET', second);
    expect(served.rawPayload.includes(Buffer.from('secret camera owner'))).toBe(false);
    const removed = await h.request('DELETE', '/api/auth/profile/avatar', { token: session.access_token });
    expect(removed.json().data.avatarUrl).toBeNull();
    expect((await h.request('GET', second)).statusCode).toBe(404);
    expect(await readdir(path.join(h.t.platform.config.DATA_DIR, 'avatars'))).toEqual([]);
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, whatever its name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const content of [svg, Buffer.from('plain text pretending'), Buffer.from('GIF89a') ]) {
      const res = await upload(content, { filename: 'me.png', type: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'AUTH_AVATAR_INVALID', errors: [{ field: 'file' }] });
    }
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(gif)).statusCode).toBe(400);
    // A PNG signature on bytes that are not a picture decodes to nothing.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    expect((await upload(fake)).statusCode).toBe(400);
  });

  it('refuses more than 2 MB with 413, a wrong field and a body that is not multipart with 400', async () => {
    const big = Buffer.concat([await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer(), randomBytes(2 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('AUTH_AVATAR_TOO_LARGE');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(png, { field: 'picture' })).statusCode).toBe(400);
    const json = await h.request('PUT', '/api/auth/profile/avatar', { token: session.access_token, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('answers a malformed multipart body with 400 and a field error, never 500', async () => {
    for (const [label, contentType, body] of MALFORMED_MULTIPART) {
      const res = await h.t.platform.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/avatar',
        payload: body.replaceAll('FIELD', 'file'),
        headers: { 'content-type': contentType, authorization: `Bearer ${session.access_token}` },
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), label).toMatchObject({ code: 'AUTH_AVATAR_INVALID', errors: [{ field: 'file' }] });
    }
    // The avatar is as it was.
    expect((await h.request('GET', '/api/auth/me', { token: session.access_token })).statusCode).toBe(200);
  });

  it('serves only well-formed avatar names', async () => {
    expect((await h.request('GET', '/api/auth/avatars/..%2F..%2Fkeys%2Fjwt-private.pem')).statusCode).toBe(400);
    expect((await h.request('GET', `/api/auth/avatars/1-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.webp`)).statusCode).toBe(404);
  });
});
