import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_LOCALES, invitationMail, passwordResetMail, verificationMail } from '../src/features/mail/templates';
import { codeIn, startAuth, tokenIn, type AuthHarness } from './support/platform';
import { decodeQuotedPrintable, startSmtp } from '@cadence/mailer/testing';

const run = promisify(execFile);

describe('mail over a real SMTP server', () => {
  let h: AuthHarness;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startAuth({ SMTP_URL: smtp.url, MAIL_FROM: 'Cadence <no-reply@cadence.test>' });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('delivers the verification mail with the code, and the code works', async () => {
    await h.signup('smtp@example.com');
    await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes('smtp@example.com'))).toBe(true), { timeout: 10_000, interval: 50 });
    const raw = decodeQuotedPrintable(smtp.received.find((m) => m.to.includes('smtp@example.com'))?.raw ?? '');
    expect(raw).toContain('From: Cadence <no-reply@cadence.test>');
    expect(raw).toContain('Subject: Your Cadence verification code');
    const res = await h.request('POST', '/api/auth/verify-email', { body: { email: 'smtp@example.com', code: codeIn(raw.split('Content-Type: text/plain')[1]) } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await h.lastMail('smtp@example.com'))?.status).toBe('sent'), { timeout: 10_000, interval: 50 });
  });

  it('keeps no one-time secret readable in a dump of the database', async () => {
    const owner = await h.signup('dump-owner@example.com');
    await h.request('POST', '/api/auth/forgot-password', { body: { email: 'dump-owner@example.com' } });
    const invited = await h.request('POST', '/api/team/invitations', { token: owner.access_token, body: { email: 'dump-guest@example.com', role: 'editor' } });
    expect(invited.statusCode).toBe(201);
    const delivered = () => smtp.received.filter((m) => m.to.includes('dump-owner@example.com') || m.to.includes('dump-guest@example.com'));
    await vi.waitFor(() => expect(delivered()).toHaveLength(3), { timeout: 10_000, interval: 50 });
    // What the recipients read: the verification code, the verification, reset and invitation links.
    const texts = delivered().map((m) => decodeQuotedPrintable(m.raw));
    const tokens = texts.flatMap((text) => [...text.matchAll(/[?&]token=([\w-]{20,})/g)].map((match) => match[1] ?? ''));
    const codes = texts.flatMap((text) => [...text.matchAll(/\b(\d{6})\b/g)].map((match) => match[1] ?? ''));
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(3);
    expect(codes.length).toBeGreaterThan(0);
    const { stdout: dump } = await run('pg_dump', ['--no-owner', h.t.database.url], { maxBuffer: 64 * 1024 * 1024 });
    expect(dump).toContain('dump-guest@example.com');
    expect(tokens.filter((token) => dump.includes(token))).toEqual([]);
    expect(codes.filter((code) => new RegExp(`(^|[^0-9.])${code}([^0-9]|$)`, 'm').test(dump))).toEqual([]);
  });

  it("writes in the user's language", async () => {
    const session = await h.signup('french@example.com');
    await h.request('PATCH', '/api/auth/profile', { token: session.access_token, body: { locale: 'fr' } });
    await h.request('POST', '/api/auth/forgot-password', { body: { email: 'french@example.com' } });
    const mail = await h.lastMail('french@example.com', 'password-reset');
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Cadence');
    expect(mail?.html).toContain('<html lang="fr">');
  });
});

describe('mail without an SMTP server (kept for staff)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h?.close());

  it('keeps every mail and lists it to staff with MonitoringServices', async () => {
    await h.signup('kept@example.com');
    await vi.waitFor(async () => expect((await h.lastMail('kept@example.com'))?.status).toBe('kept'), { timeout: 10_000, interval: 50 });
    const admin = await h.adminToken();
    const res = await h.request('GET', '/api/auth/mails?status=kept&orderBy=id&order=desc&search=kept@example.com', { token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ to: 'kept@example.com', kind: 'email-verification', status: 'kept', sentAt: null, error: null });
    // The mail is there to read, its one-time code and link are not.
    expect(body.data[0].text).toContain('Confirm your e-mail address');
    expect(body.data[0].text).toContain('[redacted]');
    expect(body.data[0].text).not.toMatch(/\b\d{6}\b/);
  });

  it('never shows a one-time link or code in the mail log: reset, verification and invitation', async () => {
    const owner = await h.signup('hidden@example.com');
    await h.request('POST', '/api/auth/forgot-password', { body: { email: 'hidden@example.com' } });
    await h.request('POST', '/api/team/invitations', { token: owner.access_token, body: { email: 'hidden-guest@example.com', role: 'editor' } });
    const admin = await h.adminToken();
    const res = await h.request('GET', '/api/auth/mails?search=hidden&orderBy=id&order=desc', { token: admin });
    const mails = res.json().data as { kind: string; text: string }[];
    expect(mails.map((m) => m.kind).sort()).toEqual(['email-verification', 'invitation', 'password-reset']);
    // What was really sent, read from the table, holds the secrets the log hides.
    const code = codeIn((await h.lastMail('hidden@example.com', 'email-verification'))?.text);
    const secrets = [code, tokenIn((await h.lastMail('hidden@example.com', 'email-verification'))?.text), tokenIn((await h.lastMail('hidden@example.com', 'password-reset'))?.text), tokenIn((await h.lastMail('hidden-guest@example.com', 'invitation'))?.text)];
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    const byKind = new Map(mails.map((m) => [m.kind, m.text]));
    expect(byKind.get('password-reset')).toContain('https://cadence.test/reset-password?token=[redacted]');
    expect(byKind.get('invitation')).toContain('https://cadence.test/accept-invitation?token=[redacted]');
    expect(byKind.get('email-verification')).toContain('https://cadence.test/code-verficiation?token=[redacted]');
    // The code and the link's token.
    expect(byKind.get('email-verification')?.match(/\[redacted\]/g)).toHaveLength(2);
    // The invitation's link is the inviter's to copy instead.
    const invitations = (await h.request('GET', '/api/team/invitations', { token: owner.access_token })).json().data as { id: number }[];
    const link = await h.request('POST', `/api/team/invitations/${invitations[0]?.id}/link`, { token: owner.access_token });
    expect(link.json().data.url).toBe(`https://cadence.test/accept-invitation?token=${secrets[3]}`);
  });

  it('refuses the mail log to a client', async () => {
    const session = await h.signup('nosy@example.com');
    const res = await h.request('GET', '/api/auth/mails', { token: session.access_token });
    expect(res.statusCode).toBe(403);
  });
});

describe('templates', () => {
  it('render in the four languages with escaped HTML', () => {
    expect(MAIL_LOCALES.sort()).toEqual(['en', 'fr', 'ro', 'zh']);
    const subjects = new Set<string>();
    for (const locale of MAIL_LOCALES) {
      const v = verificationMail(locale, { name: '<b>Ada</b>', code: '123456', link: 'https://cadence.test/code-verficiation?token=abc', validHours: 24 });
      expect(v.text).toContain('123456');
      expect(v.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
      expect(v.html).not.toContain('<b>Ada</b>');
      subjects.add(v.subject);
      const r = passwordResetMail(locale, { name: 'Ada', link: 'https://cadence.test/reset-password?token=abc', validMinutes: 60 });
      expect(r.text).toContain('https://cadence.test/reset-password?token=abc');
      const i = invitationMail(locale, { inviterName: 'Bo', workspaceName: 'Acme', role: 'editor', teamName: 'Social', link: 'https://cadence.test/accept-invitation?token=abc', validDays: 7 });
      expect(i.subject).toContain('Acme');
      expect(i.text).toContain('Social');
    }
    expect(subjects.size).toBe(4);
  });
});
