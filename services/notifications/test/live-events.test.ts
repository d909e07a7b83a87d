import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStreamDestinationFailed, liveStreamEnded, liveStreamStarted, type Notification } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, eventOf, userEvents } from './helpers';

/** What the live service announces reaches the members a stream concerns, in their language. */
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
  await t.platform.transport.publish([...userEvents({ id: 401, name: 'Ana Host', locale: 'ro' }), ...userEvents({ id: 402, name: 'Bo Producer' }), ...userEvents({ id: 403, name: 'Cy Outsider' })]);
});
afterAll(() => t?.close());

async function notificationsOf(userId: number, type: string): Promise<Notification[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Notification[]).filter((notification) => notification.type === type);
}

describe('live stream events', () => {
  it('tell the creator and whoever took it live, never the one who acted of their own start, and a failed destination by mail', async () => {
    const ref = { eventId: 7, workspaceId: 12, title: 'Launch', userIds: [401, 402] };
    await t.platform.transport.publish([
      eventOf(liveStreamStarted, { ...ref, startedAt: new Date().toISOString(), destinations: 3, byUserId: 402 }),
      eventOf(liveStreamDestinationFailed, { ...ref, destinationId: 3, kind: 'custom', name: 'Peer A', reason: 'Connection refused', attempts: 8 }),
      eventOf(liveStreamEnded, { ...ref, endedAt: new Date().toISOString(), durationSeconds: 1500, reason: 'source_lost', recordingId: null }),
    ]);
    expect((await notificationsOf(401, 'live_stream_started')).map((n) => n.message)).toEqual(['„Launch” este live pe 3 destinații.']);
    expect(await notificationsOf(402, 'live_stream_started')).toHaveLength(0);
    expect((await notificationsOf(402, 'live_destination_failed')).map((n) => n.message)).toEqual(['“Launch” stopped reaching Peer A after 8 attempts: Connection refused. Use Retry now on the live screen.']);
    expect((await notificationsOf(402, 'live_stream_ended')).map((n) => n.message)).toEqual(['“Launch” ended after 25 min: the source stopped sending.']);
    expect(await notificationsOf(403, 'live_stream_ended')).toHaveLength(0);
    const mails = await t.database.sql<{ subject: string }[]>`select subject from notifications.mails where "to" = 'user402@example.com' order by id`;
    expect(mails.map((mail) => mail.subject)).toEqual(['Peer A dropped from Launch']);
  });
});
