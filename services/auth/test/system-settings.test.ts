import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { pgSchema } from 'drizzle-orm/pg-core';
import { createDrizzle } from '@cadence/db';
import { createMailSender, mailTables, queueMail } from '@cadence/mailer';
import { createStoredSmtpReader, generateSecretsKey, SecretBox, STORED_SMTP_CACHE_MS } from '@cadence/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MALFORMED_MULTIPART, startAuth, type AuthHarness } from './support/platform';
import { startSmtp } from '@cadence/mailer/testing';

const run = promisify(execFile);
const SMTP_PASSWORD = 'smtp-password-that-must-never-leak-7b1e';

describe('system and dashboard settings', () => {
  let h: AuthHarness;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    // No SMTP_URL: until staff save a mail server, mails are kept.
    h = await startAuth({ MAIL_FROM: 'Env <env@cadence.test>' });
    admin = await h.adminToken();
    client = (await h.signup('settings-client@example.com')).access_token;
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  const errorsOf = (body: string) => Object.fromEntries(((JSON.parse(body) as { errors?: { field: string; message: string }[] }).errors ?? []).map((e) => [e.field, e.message]));

  it('refuses a client without SystemSetting or DashboardSetting (403) and anyone signed out (401); the platform facts are public', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/settings/system', undefined],
      ['PUT', '/api/settings/system', { platform_name: 'X', default_language: 'en' }],
      ['GET', '/api/settings/system/audit', undefined],
      ['POST', '/api/settings/system/test-mail', { to: 'a@example.com' }],
      ['DELETE', '/api/settings/system/logo', undefined],
      ['GET', '/api/settings/dashboard', undefined],
      ['PUT', '/api/settings/dashboard', { landing_page: '/calendar', week_starts_on: 0 }],
      ['GET', '/api/settings/dashboard/audit', undefined],
    ] as const) {
      expect((await h.request(method, url, { token: client, ...(body ? { body } : {}) })).statusCode, `${method} ${url}`).toBe(403);
      expect((await h.request(method, url, body ? { body } : {})).statusCode, `${method} ${url}`).toBe(401);
    }
    const platform = await h.request('GET', '/api/settings/platform');
    expect(platform.statusCode).toBe(200);
    expect(platform.json().data).toEqual({ platform_name: 'Cadence', default_language: 'en', logo_url: null, landing_page: '/dashboard', week_starts_on: 1 });
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const bad = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: ' ', default_language: 'de', smtp_port: 70000 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad.body))).toEqual(expect.arrayContaining(['platform_name', 'default_language', 'smtp_port']));
    const noFrom = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme', default_language: 'en', smtp_host: 'mail.example.com', smtp_port: 587 } });
    expect(noFrom.statusCode).toBe(400);
    expect(errorsOf(noFrom.body)).toHaveProperty('mail_from');
    const noPassword = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme', default_language: 'en', smtp_host: 'mail.example.com', smtp_port: 587, smtp_user: 'u', mail_from: 'a@example.com' } });
    expect(errorsOf(noPassword.body)).toHaveProperty('smtp_password');
    const dashboard = await h.request('PUT', '/api/settings/dashboard', { token: admin, body: { landing_page: '/nowhere', week_starts_on: 3 } });
    expect(dashboard.statusCode).toBe(400);
    expect(Object.keys(errorsOf(dashboard.body))).toEqual(expect.arrayContaining(['landing_page', 'week_starts_on']));
    expect((await h.request('GET', '/api/settings/system', { token: admin })).json().data.updated_at).toBeNull();
  });

  it("sends every queued mail through the saved server without a restart, and a staff member's test mail", async () => {
    const port = Number(new URL(smtp.url).port);
    const saved = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme Social', default_language: 'en', smtp_host: '127.0.0.1', smtp_port: port, smtp_secure: false, mail_from: 'acme@example.com' } });
    expect(saved.statusCode).toBe(200);
    const test = await h.request('POST', '/api/settings/system/test-mail', { token: admin, body: { to: 'staff-test@example.com' } });
    expect(test.statusCode).toBe(200);
    expect(smtp.received.some((mail) => mail.to.includes('staff-test@example.com') && /Acme Social: test mail/.test(mail.raw))).toBe(true);
    // The platform's own mail sender reads the saved server within its cache window.
    await h.signup('settings-mailed@example.com');
    await vi.waitFor(() => expect(smtp.received.some((mail) => mail.to.includes('settings-mailed@example.com'))).toBe(true), { timeout: 30_000, interval: 200 });
    const mail = smtp.received.find((m) => m.to.includes('settings-mailed@example.com'));
    expect(mail?.raw).toMatch(/^From: acme@example\.com/m);
    expect((await h.lastMail('settings-mailed@example.com'))?.status).toBe('sent');
  });

  it('reaches a mail sender of another process once its reader\'s cache runs out, without a restart', async () => {
    const other = await startSmtp();
    try {
      const tables = mailTables('settings_probe');
      for (const statement of await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ schema: pgSchema('settings_probe'), ...tables }))) await h.t.database.sql.unsafe(statement);
      let clock = 0;
      const reader = createStoredSmtpReader({ sql: h.t.database.sql, box: new SecretBox(generateSecretsKey()), now: () => clock });
      const sender = createMailSender({ sql: h.t.database.sql, tables, from: 'Env <env@cadence.test>', log: { info: () => undefined, warn: () => undefined, error: () => undefined }, storedSmtp: reader });
      const db = createDrizzle(h.t.database.sql);
      const send = async (to: string) => {
        await queueMail(db, tables, { to, subject: 'Probe', text: 'Probe', kind: 'probe' });
        expect(await sender.runOnce()).toBe(1);
      };
      await send('probe-1@example.com');
      expect(smtp.received.some((mail) => mail.to.includes('probe-1@example.com'))).toBe(true);
      const port = Number(new URL(other.url).port);
      expect((await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme Social', default_language: 'en', smtp_host: '127.0.0.1', smtp_port: port, mail_from: 'other@example.com' } })).statusCode).toBe(200);
      await send('probe-2@example.com');
      expect(smtp.received.some((mail) => mail.to.includes('probe-2@example.com'))).toBe(true);
      clock += STORED_SMTP_CACHE_MS;
      await send('probe-3@example.com');
      const third = other.received.find((mail) => mail.to.includes('probe-3@example.com'));
      expect(third?.raw).toMatch(/^From: other@example\.com/m);
      await sender.stop();
    } finally {
      await other.close();
    }
  });

  it('keeps the SMTP password sealed: never in the answer nor in a dump of the schema; the audit names the fields only', async () => {
    const saved = await h.request('PUT', '/api/settings/system', {
      token: admin,
      body: { platform_name: 'Acme Social', default_language: 'fr', smtp_host: 'mail.example.com', smtp_port: 465, smtp_user: 'mailer', smtp_password: SMTP_PASSWORD, mail_from: 'acme@example.com' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SMTP_PASSWORD);
    const view = saved.json().data;
    expect(view).toMatchObject({ platform_name: 'Acme Social', default_language: 'fr', mail_source: 'stored', smtp: { host: 'mail.example.com', port: 465, secure: true, user: 'mailer', password_set: true, from: 'acme@example.com' } });
    const { stdout: dump } = await run('pg_dump', ['--no-owner', '--schema=auth', h.t.database.url], { maxBuffer: 64 * 1024 * 1024 });
    expect(dump).toContain('Acme Social');
    expect(dump).not.toContain(SMTP_PASSWORD);
    // Saving again without the password keeps it, and audits nothing new.
    const again = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme Social', default_language: 'fr', smtp_host: 'mail.example.com', smtp_port: 465, smtp_user: 'mailer', mail_from: 'acme@example.com' } });
    expect(again.json().data.smtp.password_set).toBe(true);
    const audit = await h.request('GET', '/api/settings/system/audit?orderBy=id&order=desc', { token: admin });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data as { fields: string[]; actor_name: string | null; action: string }[];
    // Newest first: this change names only the fields it changed (the mail servers the tests before saved come after).
    expect(entries).toHaveLength(3);
    expect(entries[0]?.fields).toEqual(['default_language', 'smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user', 'mail_from', 'smtp_password']);
    expect(entries[2]?.fields).toEqual(['platform_name', 'smtp_host', 'smtp_port', 'mail_from']);
    expect(entries[0]?.actor_name).toBeTruthy();
    expect(audit.body).not.toContain(SMTP_PASSWORD);
    expect((await h.request('GET', '/api/settings/platform')).json().data).toMatchObject({ platform_name: 'Acme Social', default_language: 'fr' });
  });

  it('gives new users the default language', async () => {
    const session = await h.signup('settings-french@example.com');
    expect(session.user.locale).toBe('fr');
  });

  it('refuses a test mail the server turns down with the field at fault', async () => {
    const saved = await h.request('PUT', '/api/settings/system', { token: admin, body: { platform_name: 'Acme Social', default_language: 'en', smtp_host: '127.0.0.1', smtp_port: 1, mail_from: 'acme@example.com' } });
    expect(saved.statusCode).toBe(200);
    const test = await h.request('POST', '/api/settings/system/test-mail', { token: admin, body: { to: 'staff-test@example.com' } });
    expect(test.statusCode).toBe(400);
    expect(errorsOf(test.body)).toHaveProperty('to');
  });

  it('takes a logo only when its bytes are an image, within 1 MB, and serves it re-encoded', async () => {
    const upload = (bytes: Buffer, name: string) => {
      const boundary = 'settings-boundary';
      const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return h.t.platform.app.inject({ method: 'POST', url: '/api/settings/system/logo', payload: body, headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    const text = await upload(Buffer.from('not an image at all, only text'), 'logo.png');
    expect(text.statusCode).toBe(400);
    expect(errorsOf(text.body)).toHaveProperty('logo');
    const huge = await upload(Buffer.alloc(1024 * 1024 + 10, 1), 'logo.png');
    expect(huge.statusCode).toBe(400);
    const png = await sharp({ create: { width: 800, height: 200, channels: 3, background: '#3355ff' } }).png().toBuffer();
    const ok = await upload(png, 'logo.png');
    expect(ok.statusCode).toBe(200);
    const url = ok.json().data.logo_url as string;
    expect(url).toMatch(/^\/api\/settings\/platform\/logo\/logo-[0-9a-f-]{36}\.webp$/);
    const image = await h.request('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
    expect((await h.request('GET', '/api/settings/platform')).json().data.logo_url).toBe(url);
    const removed = await h.request('DELETE', '/api/settings/system/logo', { token: admin });
    expect(removed.json().data.logo_url).toBeNull();
    expect((await h.request('GET', url)).statusCode).toBe(404);
  });

  it('answers a malformed multipart logo with 400 and a field error, never 500', async () => {
    for (const [label, contentType, body] of MALFORMED_MULTIPART) {
      const res = await h.t.platform.app.inject({
        method: 'POST',
        url: '/api/settings/system/logo',
        payload: body.replaceAll('FIELD', 'logo'),
        headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(errorsOf(res.body), label).toHaveProperty('logo');
    }
  });

  it('saves the dashboard settings, audited, and publishes them', async () => {
    const saved = await h.request('PUT', '/api/settings/dashboard', { token: admin, body: { landing_page: '/calendar', week_starts_on: 0 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ landing_page: '/calendar', week_starts_on: 0 });
    expect((await h.request('GET', '/api/settings/platform')).json().data).toMatchObject({ landing_page: '/calendar', week_starts_on: 0 });
    const audit = (await h.request('GET', '/api/settings/dashboard/audit', { token: admin })).json().data as { fields: string[] }[];
    expect(audit.map((entry) => entry.fields)).toEqual([['landing_page', 'week_starts_on']]);
  });
});
