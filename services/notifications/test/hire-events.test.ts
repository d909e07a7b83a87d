import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireAccepted, hireDeclined, hireEnded, hireRequested, type Notification } from '@cadence/contracts';
import { generateSecretsKey } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, mailOpener, userEvents } from './helpers';

/** What support announces of a hire reaches the other side, in their language, with a link to their screen. */
let t: TestPlatform;
const CLIENT = 501;
const CREATOR = 502;
const EDITOR = 503;
const SECRETS_KEY = generateSecretsKey();
const open = mailOpener(SECRETS_KEY);
beforeAll(async () => {
  t = await startTestPlatform([notificationsService], { PUBLIC_URL: 'https://app.cadence.test', SECRETS_KEY });
  await t.platform.transport.publish([
    ...userEvents({ id: CLIENT, name: 'Cleo Client', locale: 'fr' }),
    ...userEvents({ id: CREATOR, name: 'Ana Creator' }),
    ...userEvents({ id: EDITOR, name: 'Ed Editor' }),
  ]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number, type: string): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === type);
}

/** The mails to a user (subjects alike), their sealed bodies opened. */
const mailsTo = async (userId: number, like: string) =>
  (await t.database.sql<{ subject: string; text: string; html: string }[]>`select subject, text, html from notifications.mails where "to" = ${`user${userId}@example.com`} and subject like ${like} order by id`).map((row) => ({
    ...row,
    text: open(row.text),
    html: open(row.html),
  }));

const ref = (hireId: number) => ({ hireId, workspaceId: CLIENT * 10, creatorUserId: CREATOR, clientUserId: CLIENT });

describe('hire events', () => {
  it('tell the creator of a request, by mail with a link to their creator page', async () => {
    const requested = eventOf(hireRequested, { ...ref(1), startsOn: '2027-05-01', endsOn: '2027-05-31' });
    await t.platform.transport.publish([requested]);
    await t.platform.transport.publish([requested]); // delivered again: told once
    expect((await notificationsOf(CREATOR, 'hire_requested')).map((n) => n.message)).toEqual([
      'Cleo Client would like to hire you from 2027-05-01 to 2027-05-31. Accept or decline the request on your creator page.',
    ]);
    expect(await notificationsOf(CLIENT, 'hire_requested')).toHaveLength(0);
    expect((await notificationsOf(CREATOR, 'hire_requested'))[0]?.link).toBe('/post/become-content-creator');
    const [mail, ...more] = await mailsTo(CREATOR, '%hire request%');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('New hire request from Cleo Client');
    expect(mail?.text).toContain('Open your hire requests: https://app.cadence.test/post/become-content-creator');
    expect(mail?.html).toContain('href="https://app.cadence.test/post/become-content-creator"');
  });

  it("tell the workspace's requester of an acceptance and a decline, in their language, linking to the workspace's hires", async () => {
    const acceptedAt = new Date().toISOString();
    await t.platform.transport.publish([eventOf(hireAccepted, { ...ref(2), acceptedAt }), eventOf(hireDeclined, { ...ref(3), declinedAt: acceptedAt })]);
    expect((await notificationsOf(CLIENT, 'hire_accepted')).map((n) => n.message)).toEqual([
      'Ana Creator a accepté votre demande d’engagement et rejoint votre espace de travail comme contributeur.',
    ]);
    expect((await notificationsOf(CLIENT, 'hire_declined')).map((n) => n.message)).toEqual(['Ana Creator a refusé votre demande d’engagement.']);
    expect(await notificationsOf(CREATOR, 'hire_accepted')).toHaveLength(0);
    expect((await notificationsOf(CLIENT, 'hire_declined'))[0]?.link).toBe('/post/hire-a-professional?view=hires');
    const mails = await mailsTo(CLIENT, 'Ana Creator a %');
    expect(mails.map((mail) => mail.subject)).toEqual(['Ana Creator a accepté votre demande d’engagement', 'Ana Creator a refusé votre demande d’engagement']);
    expect(mails[0]?.text).toContain('Ouvrir vos engagements: https://app.cadence.test/post/hire-a-professional?view=hires');
  });

  it('tell whoever did not end a hire, and follow each one’s preferences', async () => {
    const acceptedAt = new Date().toISOString();
    // The creator switched hire e-mails off: in the app only.
    const put = await t.platform.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: bearer(t, CREATOR), payload: { preferences: [{ type: 'hire_ended', in_app: true, email: false }] } });
    expect(put.statusCode).toBe(200);
    await t.platform.transport.publish([
      eventOf(hireEnded, { ...ref(4), acceptedAt, endedBy: CREATOR }),
      eventOf(hireEnded, { ...ref(5), acceptedAt, endedBy: CLIENT }),
      eventOf(hireEnded, { ...ref(6), acceptedAt, endedBy: EDITOR }),
    ]);
    expect((await notificationsOf(CLIENT, 'hire_ended')).map((n) => n.message).sort()).toEqual([
      'Ana Creator a mis fin à l’engagement et ne travaille plus dans votre espace de travail.',
      'Ed Editor a mis fin à l’engagement et ne travaille plus dans votre espace de travail.',
    ]);
    expect((await notificationsOf(CREATOR, 'hire_ended')).map((n) => n.message).sort()).toEqual([
      'Cleo Client ended your hire: you no longer work in their workspace.',
      'Ed Editor ended your hire: you no longer work in their workspace.',
    ]);
    expect(await notificationsOf(EDITOR, 'hire_ended')).toHaveLength(0);
    expect(new Set((await notificationsOf(CREATOR, 'hire_ended')).map((n) => n.link))).toEqual(new Set(['/post/become-content-creator']));
    expect(new Set((await notificationsOf(CLIENT, 'hire_ended')).map((n) => n.link))).toEqual(new Set(['/post/hire-a-professional?view=hires']));
    expect(await mailsTo(CREATOR, 'A hire with%')).toHaveLength(0);
    const toClient = await mailsTo(CLIENT, 'L’engagement avec%');
    expect(toClient.map((mail) => mail.subject).sort()).toEqual(['L’engagement avec Ana Creator est terminé', 'L’engagement avec Ed Editor est terminé']);
  });
});
