import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered, type EventMessage } from '@cadence/contracts';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([notificationsService]);
});
afterAll(() => t?.close());

function registered(userId: number, name: string): EventMessage {
  return {
    id: randomUUID(),
    name: userRegistered.name,
    version: userRegistered.version,
    topic: userRegistered.topic,
    key: String(userId),
    occurredAt: new Date().toISOString(),
    payload: { userId, workspaceId: userId * 10, email: `${name}@example.com`, name, locale: 'en' },
    headers: {},
  };
}

const list = (userId: number, query = '') =>
  t.platform.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { authorization: `Bearer ${t.token({ userId })}` } });

describe('auth.user.registered → welcome notification', () => {
  it('stores one welcome notification even when the event is delivered twice', async () => {
    const message = registered(41, 'Lin');
    await t.platform.transport.publish([message]);
    await t.platform.transport.publish([message]);
    const body = (await list(41)).json();
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ type: 'welcome', is_read: false });
    expect(body.data[0].message).toContain('Lin');
  });
});

describe('GET /api/notifications and marking read', () => {
  beforeAll(async () => {
    await t.platform.transport.publish([registered(51, 'Ana'), registered(52, 'Bo')]);
  });

  it("lists only the caller's notifications, with page, limit, total, pages", async () => {
    const body = (await list(51)).json();
    expect(body).toMatchObject({ total: 1, page: 0, limit: 10, pages: 1 });
    expect(body.data[0].message).toContain('Ana');
  });

  it("refuses to list someone else's by userId", async () => {
    expect((await list(51, '?userId=52')).statusCode).toBe(403);
    expect((await list(51, '?userId=51')).statusCode).toBe(200);
  });

  it('filters by status and marks read; only the owner can', async () => {
    const id = (await list(51)).json().data[0].id;
    const asOther = await t.platform.app.inject({ method: 'PATCH', url: `/api/notifications/mark-read/${id}`, headers: { authorization: `Bearer ${t.token({ userId: 52 })}` } });
    expect(asOther.statusCode).toBe(404);
    const asOwner = await t.platform.app.inject({ method: 'PATCH', url: `/api/notifications/mark-read/${id}`, headers: { authorization: `Bearer ${t.token({ userId: 51 })}` } });
    expect(asOwner.json().data.is_read).toBe(true);
    expect((await list(51, '?status=unread')).json().total).toBe(0);
    expect((await list(51, '?status=read')).json().total).toBe(1);
    expect((await list(51, '?status=maybe')).statusCode).toBe(400);
  });

  it('marks all read for the caller only', async () => {
    const other = await t.platform.app.inject({ method: 'PATCH', url: '/api/notifications/mark-all-read/52', headers: { authorization: `Bearer ${t.token({ userId: 51 })}` } });
    expect(other.statusCode).toBe(403);
    const mine = await t.platform.app.inject({ method: 'PATCH', url: '/api/notifications/mark-all-read/52', headers: { authorization: `Bearer ${t.token({ userId: 52 })}` } });
    expect(mine.json().data.updated).toBe(1);
    expect((await list(52, '?status=unread')).json().total).toBe(0);
  });
});

describe('dead letters an operator can see and replay', () => {
  const operator = () => ({ authorization: `Bearer ${t.token({ userId: 900, permissions: ['MonitoringServices'] })}` });

  it('keeps an event the consumer cannot handle, lists it for operators only, and replays it on request', async () => {
    const broken = { ...registered(61, 'Broken'), payload: { userId: 61 } };
    await t.platform.transport.publish([broken]);
    const forbidden = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: { authorization: `Bearer ${t.token({ userId: 61 })}` } });
    expect(forbidden.statusCode).toBe(403);
    const letters = await t.platform.app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: operator() });
    expect(letters.statusCode).toBe(200);
    const letter = letters.json().data.find((row: { eventId: string }) => row.eventId === broken.id);
    expect(letter).toMatchObject({ consumer: 'notifications', name: 'auth.user.registered', resolvedAt: null });
    expect(letter.error).toMatch(/name/);

    const replay = await t.platform.app.inject({ method: 'POST', url: `/api/notifications/dead-letters/${letter.id}/replay`, headers: operator() });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.status).toBe('failed');
    expect((await list(61)).json().total).toBe(0);
    expect((await t.platform.app.inject({ method: 'POST', url: '/api/notifications/dead-letters/999999/replay', headers: operator() })).statusCode).toBe(404);
  });
});
