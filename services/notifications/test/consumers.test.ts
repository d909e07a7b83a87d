import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationAccepted, invitationCreated, memberRemoved, userUpdated, type Notification } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, userEvents } from './helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
  await t.platform.transport.publish([
    ...userEvents({ id: 101, name: 'Ana Inviter' }),
    ...userEvents({ id: 102, name: 'Bo Invitee', email: 'Bo.Invitee@Example.com', locale: 'fr' }),
    ...userEvents({ id: 103, name: 'Cy Banned', status: 'banned' }),
  ]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function recipient(id: number) {
  const rows = await t.database.sql`select name, email, locale, status, plans from notifications.recipients where id = ${id}`;
  return rows[0];
}

describe('the copy of the users', () => {
  it('records registered users with a lower-cased address, and their later changes', async () => {
    expect(await recipient(102)).toEqual({ name: 'Bo Invitee', email: 'bo.invitee@example.com', locale: 'fr', status: 'active', plans: [] });
    expect(await recipient(103)).toMatchObject({ status: 'banned' });
  });

  it('never lets an older change overwrite a newer one', async () => {
    const now = Date.now();
    const newer = eventOf(userUpdated, { userId: 101, name: 'Ana New', email: 'ana@example.com', status: 'active', plans: ['Scale'], locale: 'ro' }, new Date(now + 60_000));
    const older = eventOf(userUpdated, { userId: 101, name: 'Ana Old', email: 'old@example.com', status: 'active', plans: [], locale: 'en' }, new Date(now + 30_000));
    await t.platform.transport.publish([newer]);
    await t.platform.transport.publish([older]);
    expect(await recipient(101)).toEqual({ name: 'Ana New', email: 'ana@example.com', locale: 'ro', status: 'active', plans: ['Scale'] });
  });

  it('keeps a user that auth.user.updated introduces before any registration', async () => {
    await t.platform.transport.publish([eventOf(userUpdated, { userId: 104, name: 'Staff Made', email: 'made@example.com', status: 'active', plans: ['Creator'], locale: 'zh' })]);
    expect(await recipient(104)).toEqual({ name: 'Staff Made', email: 'made@example.com', locale: 'zh', status: 'active', plans: ['Creator'] });
  });
});

describe('welcome in the user’s language', () => {
  it('writes the welcome in French for a French-speaking user', async () => {
    const [welcome] = await notificationsOf(102);
    expect(welcome).toMatchObject({ type: 'welcome', is_read: false });
    expect(welcome?.message).toContain('Bienvenue sur Cadence, Bo Invitee');
  });
});

describe('a generated notification read in another language', () => {
  it('is told in the language the reader asks for, and as stored when they name none the product speaks', async () => {
    const read = async (language: string) => {
      const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: { ...bearer(t, 102), 'accept-language': language } });
      return (response.json().data as Notification[]).find((n) => n.type === 'welcome')?.message;
    };
    expect(await read('en-GB,en;q=0.9')).toBe('Welcome to Cadence, Bo Invitee! Connect your first social account to start scheduling.');
    expect(await read('zh-CN')).toContain('Bo Invitee');
    expect(await read('zh-CN')).not.toBe(await read('ro'));
    expect(await read('de-DE')).toContain('Bienvenue sur Cadence, Bo Invitee');
  });

  it('keeps a staff send and an older row without a template as written', async () => {
    await t.database.sql`insert into notifications.notifications (user_id, type, message) values (102, 'announcement', 'Maintenance dimanche')`;
    const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: { ...bearer(t, 102), 'accept-language': 'en' } });
    expect((response.json().data as Notification[]).map((n) => n.message)).toContain('Maintenance dimanche');
  });
});

describe('invitations', () => {
  const created = (email: string) =>
    eventOf(invitationCreated, {
      invitationId: Math.floor(Math.random() * 1e6) + 1,
      workspaceId: 1010,
      email,
      role: 'editor',
      teamId: null,
      inviterId: 101,
      inviterName: 'Ana Inviter',
      workspaceName: 'Acme Social',
    });

  it('tells an existing user, found by e-mail whatever its case, in their language', async () => {
    await t.platform.transport.publish([created('BO.INVITEE@example.com')]);
    const invitation = (await notificationsOf(102)).find((n) => n.type === 'invitation');
    expect(invitation?.message).toBe("Ana Inviter vous a invité à rejoindre Acme Social avec le rôle éditeur. Ouvrez l'e-mail d'invitation pour l'accepter.");
  });

  it('notifies nobody for an address no active account holds', async () => {
    const before = await t.database.sql`select count(*)::int as n from notifications.notifications where type = 'invitation'`;
    await t.platform.transport.publish([created('nobody@example.com'), created('user103@example.com')]);
    const after = await t.database.sql`select count(*)::int as n from notifications.notifications where type = 'invitation'`;
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('tells the inviter when the invitation is accepted', async () => {
    await t.platform.transport.publish([eventOf(invitationAccepted, { invitationId: 7, workspaceId: 1010, userId: 102, inviterId: 101, memberName: 'Bo Invitee' })]);
    const accepted = (await notificationsOf(101)).find((n) => n.type === 'invitation_accepted');
    // Ana's language became Romanian above.
    expect(accepted?.message).toBe('Bo Invitee a acceptat invitația ta și s-a alăturat spațiului tău de lucru.');
  });

  it('tells a removed member their access ended', async () => {
    await t.platform.transport.publish([eventOf(memberRemoved, { workspaceId: 1010, userId: 102 })]);
    expect((await notificationsOf(102)).some((n) => n.type === 'member_removed')).toBe(true);
  });
});

describe('preferences decide what is written', () => {
  it('writes no in-app notification of a kind the user switched off', async () => {
    await t.platform.transport.publish(userEvents({ id: 105, name: 'Di Quiet' }));
    const off = await t.platform.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(t, 105),
      payload: { preferences: [{ type: 'invitation_accepted', in_app: false, email: false }] },
    });
    expect(off.statusCode).toBe(200);
    await t.platform.transport.publish([eventOf(invitationAccepted, { invitationId: 8, workspaceId: 1050, userId: 101, inviterId: 105, memberName: 'Ana' })]);
    await t.platform.transport.publish([eventOf(invitationAccepted, { invitationId: 9, workspaceId: 1050, userId: 101, inviterId: 101, memberName: 'Di' })]);
    expect((await notificationsOf(105)).map((n) => n.type)).toEqual(['welcome']);
    expect((await notificationsOf(101)).filter((n) => n.type === 'invitation_accepted')).toHaveLength(2);
  });
});
