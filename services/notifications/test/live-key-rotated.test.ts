import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStreamKeyRotated, type Notification } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { notifyLiveKeyRotated } from '../src/consumers/live-key-rotated';
import { partsOf } from '../src/parts';
import { bearer, eventOf, userEvents } from './helpers';

/** The notifications service with the stream key rotation's consumer among its own (added once, whether or not app.ts lists it). */
const withRotation: typeof notificationsService = {
  ...notificationsService,
  consumers(context) {
    const handlers = notificationsService.consumers?.(context) ?? [];
    if (handlers.some((handler) => handler.event.name === liveStreamKeyRotated.name)) return handlers;
    return [...handlers, notifyLiveKeyRotated(partsOf(context).delivery)];
  },
};

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([withRotation]);
  await t.platform.transport.publish([
    ...userEvents({ id: 411, name: 'Olga Owner' }),
    ...userEvents({ id: 412, name: 'Ed Hired' }),
    ...userEvents({ id: 413, name: 'Ana Admin', locale: 'ro' }),
  ]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === 'live_stream_key_rotated');
}

describe('live.stream_key.rotated', () => {
  it('tells the owner, in the app and by e-mail, that the key changed because a member left, with a link to the live screen', async () => {
    const rotated = eventOf(liveStreamKeyRotated, {
      workspaceId: 4110,
      reason: 'member_removed',
      removedUserId: 412,
      removedRole: 'editor',
      streamWasLive: true,
      rotatedAt: new Date().toISOString(),
      userIds: [411],
    });
    await t.platform.transport.publish([rotated]);
    const [told, ...more] = await notificationsOf(411);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      type: 'live_stream_key_rotated',
      message:
        'Ed Hired left the workspace, so the stream key was changed: the old one no longer streams. Put the new key from Live streaming into your streaming software. The stream running on the old key was cut: start it again with the new key.',
      link: '/live_stream',
    });
    // The member who left and the others are told nothing.
    expect(await notificationsOf(412)).toEqual([]);
    expect(await notificationsOf(413)).toEqual([]);
    const mails = await t.database.sql<{ to: string; subject: string }[]>`select "to", subject from notifications.mails where subject like '%stream key%'`;
    expect(mails).toEqual([{ to: 'user411@example.com', subject: 'Your live stream key was changed' }]);

    // A repeated delivery writes nothing twice.
    await t.platform.transport.publish([rotated]);
    expect(await notificationsOf(411)).toHaveLength(1);
  });

  it('speaks the reader’s language, and says who left only when it knows them', async () => {
    await t.platform.transport.publish([
      eventOf(liveStreamKeyRotated, { workspaceId: 4130, reason: 'member_removed', removedUserId: 9999, removedRole: null, streamWasLive: false, rotatedAt: new Date().toISOString(), userIds: [413] }),
    ]);
    expect((await notificationsOf(413)).map((notification) => notification.message)).toEqual([
      'Un membru care putea vedea cheia de transmisiune a părăsit spațiul de lucru, așa că cheia de transmisiune a fost schimbată: cea veche nu mai transmite. Copiați cheia nouă din Transmisiuni live în programul de transmisiune.',
    ]);
  });
});
