import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationAccepted } from '@cadence/contracts';
import { startSmtp } from '@cadence/mailer/testing';
import { generateSecretsKey } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, mailOpener, until, userEvents } from './helpers';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestPlatform;
const SECRETS_KEY = generateSecretsKey();
const open = mailOpener(SECRETS_KEY);

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestPlatform([notificationsService], { SMTP_URL: smtp.url, MAIL_FROM: 'Cadence <notify@cadence.test>', PUBLIC_URL: 'https://app.cadence.test', SECRETS_KEY });
  await t.platform.transport.publish([
    ...userEvents({ id: 41, name: 'Olga <b>Admin</b>', email: 'olga@example.com', locale: 'ro' }),
    ...userEvents({ id: 42, name: 'Pia', email: 'pia@example.com', locale: 'zh' }),
    ...userEvents({ id: 43, name: 'Quin', email: 'quin@example.com' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The rows as stored, their bodies sealed. */
function storedRows(to: string) {
  return t.database.sql<{ subject: string; text: string; html: string; kind: string; status: string }[]>`
    select subject, text, html, kind, status from notifications.mails where "to" = ${to} order by id`;
}

/** The rows with their bodies opened. */
async function mailRows(to: string) {
  return (await storedRows(to)).map((row) => ({ ...row, text: open(row.text), html: open(row.html) }));
}

describe('notification e-mails', () => {
  it('mails the inviter in their language through the SMTP server, escaping names in the HTML', async () => {
    await t.platform.transport.publish([eventOf(invitationAccepted, { invitationId: 1, workspaceId: 410, userId: 42, inviterId: 41, memberName: 'Pia <script>' })]);
    const [mail] = await until(async () => {
      const rows = await mailRows('olga@example.com');
      return rows.length > 0 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    }, 'the mail to be sent');
    expect(mail).toMatchObject({ kind: 'notification', subject: 'Pia <script> s-a alăturat spațiului tău de lucru' });
    expect(mail?.text).toContain('Bună, Olga <b>Admin</b>,');
    expect(mail?.text).toContain('https://app.cadence.test/notifications');
    expect(mail?.html).toContain('Olga &lt;b&gt;Admin&lt;/b&gt;');
    expect(mail?.html).toContain('Pia &lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('lang="ro"');
    const received = await until(async () => smtp.received.find((m) => m.to.includes('olga@example.com')), 'the SMTP server to receive it');
    expect(received.raw).toContain('From: Cadence <notify@cadence.test>');
    // Sent opened, kept sealed: the stored bodies read as neither the text nor the HTML.
    expect(received.raw).toContain('Olga');
    const [stored] = await storedRows('olga@example.com');
    expect(stored?.text).toMatch(/^v1\./);
    expect(stored?.html).toMatch(/^v1\./);
    expect(`${stored?.text}${stored?.html}`).not.toContain('Olga');
    expect(`${stored?.text}${stored?.html}`).not.toContain('app.cadence.test');
  });

  it('sends no welcome e-mail (off by default) but mails a staff send to those who want it, in their language', async () => {
    expect(await mailRows('quin@example.com')).toEqual([]);
    const off = await t.platform.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(t, 43),
      payload: { preferences: [{ type: 'maintenance', in_app: true, email: false }] },
    });
    expect(off.statusCode).toBe(200);
    const response = await t.platform.app.inject({
      method: 'POST',
      url: '/api/notifications/broadcasts',
      headers: bearer(t, 1, ['PushNotification']),
      payload: { audience: 'all', type: 'maintenance', message: 'Down on Sunday\nfrom 2 to 4', in_app: false, email: true },
    });
    expect(response.statusCode).toBe(201);
    const done = await until(async () => {
      const got = await t.platform.app.inject({ method: 'GET', url: `/api/notifications/broadcasts/${response.json().data.id}`, headers: bearer(t, 1, ['PushNotification']) });
      return got.json().data.status === 'completed' ? got.json().data : undefined;
    }, 'the send to complete');
    expect(done).toMatchObject({ processed: 3, delivered_email: 2, delivered_in_app: 0, skipped: 1 });
    const [chinese] = await mailRows('pia@example.com');
    expect(chinese?.subject).toBe('Cadence 计划维护');
    expect(chinese?.html).toContain('Down on Sunday<br>from 2 to 4');
    expect(await mailRows('quin@example.com')).toEqual([]);
  });

  it('lists notification mails for operators only', async () => {
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/notifications/mails', headers: bearer(t, 41) })).statusCode).toBe(403);
    const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/mails?limit=10', headers: bearer(t, 1, ['MonitoringServices']) });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(response.json().data[0]).toMatchObject({ to: 'olga@example.com', kind: 'notification' });
    expect(response.body).not.toContain('"html"');
    // Operators read the mails opened, not the sealed form.
    const olga = (response.json().data as { to: string; text: string }[]).find((mail) => mail.to === 'olga@example.com');
    expect(olga?.text).toContain('Bună, Olga <b>Admin</b>,');
    expect(response.body).not.toContain('v1.');
  });
});
