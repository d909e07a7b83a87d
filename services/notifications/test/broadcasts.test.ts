import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, until, userEvents } from './helpers';

let t: TestPlatform;
const staff = () => bearer(t, 1, ['PushNotification']);

beforeAll(async () => {
  t = await startTestPlatform([notificationsService], { NOTIFICATIONS_BROADCAST_BATCH_SIZE: '2' });
  await t.platform.transport.publish([
    ...userEvents({ id: 11, name: 'Ann Scale', plans: ['Scale'] }),
    ...userEvents({ id: 12, name: 'Ben Scale', plans: ['Scale', 'Creator'] }),
    ...userEvents({ id: 13, name: 'Cat Creator', plans: ['Creator'] }),
    ...userEvents({ id: 14, name: 'Dan Banned', plans: ['Scale'], status: 'banned' }),
    ...userEvents({ id: 15, name: 'Eve Scale', plans: ['Scale'], locale: 'zh' }),
  ]);
});
afterAll(() => t?.close());

const send = (payload: object, headers = staff()) => t.platform.app.inject({ method: 'POST', url: '/api/notifications/broadcasts', headers, payload });

async function finished(id: number): Promise<Broadcast> {
  return until(async () => {
    const response = await t.platform.app.inject({ method: 'GET', url: `/api/notifications/broadcasts/${id}`, headers: staff() });
    const broadcast = response.json().data as Broadcast;
    return broadcast.status === 'completed' || broadcast.status === 'failed' ? broadcast : undefined;
  }, `broadcast ${id} to finish`);
}

async function messagesOf(userId: number): Promise<string[]> {
  const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: bearer(t, userId) });
  return (response.json().data as { message: string }[]).map((n) => n.message);
}

describe('who may send', () => {
  it('refuses callers without PushNotification on every broadcast route', async () => {
    const plain = bearer(t, 11);
    expect((await send({ audience: 'all', type: 'announcement', message: 'Hi', in_app: true, email: false }, plain)).statusCode).toBe(403);
    for (const url of ['/api/notifications/broadcasts', '/api/notifications/broadcasts/1', '/api/notifications/recipients', '/api/notifications/audience']) {
      expect((await t.platform.app.inject({ method: 'GET', url, headers: plain })).statusCode).toBe(403);
    }
  });
});

describe('what a send must say', () => {
  it('answers 400 with the field at fault', async () => {
    const noChannel = await send({ audience: 'all', type: 'announcement', message: 'Hi', in_app: false, email: false });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().errors[0].field).toBe('in_app');
    expect((await send({ audience: 'user', type: 'announcement', message: 'Hi', in_app: true, email: false })).json().errors[0].field).toBe('userId');
    expect((await send({ audience: 'plan', type: 'announcement', message: 'Hi', in_app: true, email: false })).json().errors[0].field).toBe('plan');
    expect((await send({ audience: 'all', type: 'welcome', message: 'Hi', in_app: true, email: false })).statusCode).toBe(400);
    expect((await send({ audience: 'all', type: 'announcement', message: '   ', in_app: true, email: false })).statusCode).toBe(400);
    expect((await send({ audience: 'all', type: 'announcement', message: 'x'.repeat(1001), in_app: true, email: false })).statusCode).toBe(400);
  });

  it('answers 404 for a user it does not know or who is banned', async () => {
    expect((await send({ audience: 'user', userId: 999, type: 'announcement', message: 'Hi', in_app: true, email: false })).statusCode).toBe(404);
    expect((await send({ audience: 'user', userId: 14, type: 'announcement', message: 'Hi', in_app: true, email: false })).statusCode).toBe(404);
    expect((await t.platform.app.inject({ method: 'GET', url: '/api/notifications/broadcasts/999', headers: staff() })).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('reaches one user at once, in the answer itself', async () => {
    const response = await send({ audience: 'user', userId: 13, type: 'maintenance', message: 'Down at 2am', in_app: true, email: false });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'completed', total: 1, processed: 1, delivered_in_app: 1, skipped: 0, userId: 13 });
    expect(await messagesOf(13)).toContain('Down at 2am');
    expect(await messagesOf(12)).not.toContain('Down at 2am');
  });

  it('reaches the active users of a plan in the background, batch by batch', async () => {
    const response = await send({ audience: 'plan', plan: 'Scale', type: 'product_update', message: 'New analytics for Scale', in_app: true, email: false });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'queued', total: 3, processed: 0 });
    const done = await finished(response.json().data.id);
    expect(done).toMatchObject({ status: 'completed', total: 3, processed: 3, delivered_in_app: 3 });
    expect(done.finishedAt).not.toBeNull();
    for (const id of [11, 12, 15]) expect(await messagesOf(id)).toContain('New analytics for Scale');
    for (const id of [13, 14]) expect(await messagesOf(id)).not.toContain('New analytics for Scale');
  });

  it('reaches everyone active, and counts those whose preferences turn the send off', async () => {
    const off = await t.platform.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(t, 12),
      payload: { preferences: [{ type: 'promotion', in_app: false, email: false }] },
    });
    expect(off.statusCode).toBe(200);
    const response = await send({ audience: 'all', type: 'promotion', message: 'Spring offer', in_app: true, email: false });
    const done = await finished(response.json().data.id);
    expect(done).toMatchObject({ total: 4, processed: 4, delivered_in_app: 3, skipped: 1 });
    expect(await messagesOf(12)).not.toContain('Spring offer');
    expect(await messagesOf(11)).toContain('Spring offer');
    const recorded = await t.database.sql`select count(*)::int as n from notifications.broadcast_recipients where broadcast_id = ${done.id}`;
    expect(recorded[0]?.n).toBe(4);
  });

  it('lists sends newest first with their progress', async () => {
    const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/broadcasts?orderBy=id&order=desc', headers: staff() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({ audience: 'all', type: 'promotion', status: 'completed' });
  });
});

describe('choosing the audience', () => {
  it('searches active users by name or e-mail', async () => {
    const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/recipients?search=scale', headers: staff() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((r: { id: number }) => r.id)).toEqual([11, 12, 15]);
    const byMail = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/recipients?search=user13@', headers: staff() });
    expect(byMail.json().data).toEqual([{ id: 13, name: 'Cat Creator', email: 'user13@example.com', plans: ['Creator'] }]);
  });

  it('counts everyone and each plan among active users', async () => {
    const response = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/audience', headers: staff() });
    expect(response.json().data).toEqual({
      everyone: 4,
      plans: [
        { name: 'Creator', users: 2 },
        { name: 'Scale', users: 3 },
      ],
    });
  });
});
