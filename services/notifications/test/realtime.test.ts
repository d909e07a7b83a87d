import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { notificationsService } from '../src/app';
import { bearer, connectSocket, refusedUpgrade, socketUrl, until, userEvents, type SocketClient } from './helpers';

let t: TestPlatform;
let url: string;
const open: SocketClient[] = [];

beforeAll(async () => {
  t = await startTestPlatform([notificationsService], { NOTIFICATIONS_PING_INTERVAL_MS: '1000' });
  url = await t.platform.listen();
  await t.platform.transport.publish([...userEvents({ id: 21, name: 'Ivy' }), ...userEvents({ id: 22, name: 'Jon' }), ...userEvents({ id: 24, name: 'Lea' })]);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await t?.close();
});

async function connect(userId: number, options: WebSocket.ClientOptions = {}): Promise<SocketClient> {
  const client = await connectSocket(url, t.token({ userId }), options);
  open.push(client);
  return client;
}

async function ticket(userId: number): Promise<string> {
  const response = await t.platform.app.inject({ method: 'POST', url: '/api/notifications/ws/ticket', headers: bearer(t, userId) });
  expect(response.statusCode).toBe(201);
  expect(response.json().data.expires_in).toBe(30);
  return response.json().data.ticket;
}

const sendTo = (userId: number, message: string) =>
  t.platform.app.inject({
    method: 'POST',
    url: '/api/notifications/broadcasts',
    headers: bearer(t, 1, ['PushNotification']),
    payload: { audience: 'user', userId, type: 'announcement', message, in_app: true, email: false },
  });

describe('opening the socket', () => {
  it('gives tickets only to signed-in users', async () => {
    expect((await t.platform.app.inject({ method: 'POST', url: '/api/notifications/ws/ticket' })).statusCode).toBe(401);
    expect((await t.platform.app.inject({ method: 'POST', url: '/api/notifications/ws/ticket', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });

  it('refuses the upgrade without a ticket, with a made-up one, and with one already used', async () => {
    expect(await refusedUpgrade(`${url.replace(/^http/, 'ws')}/api/notifications/ws`)).toBe(400);
    expect(await refusedUpgrade(socketUrl(url, 'made-up-ticket'))).toBe(401);
    const once = await ticket(21);
    const first = new WebSocket(socketUrl(url, once));
    await new Promise((resolve, reject) => {
      first.once('open', resolve);
      first.once('error', reject);
    });
    first.close();
    expect(await refusedUpgrade(socketUrl(url, once))).toBe(401);
  });

  it('refuses an access token in place of a ticket', async () => {
    expect(await refusedUpgrade(socketUrl(url, t.token({ userId: 21 })))).toBe(401);
  });
});

describe('pushing', () => {
  it('pushes a new notification to every socket of its owner after commit, and to nobody else', async () => {
    const ivyTab1 = await connect(21);
    const ivyTab2 = await connect(21);
    const jon = await connect(22);
    expect((await sendTo(21, 'Only for Ivy')).statusCode).toBe(201);
    const pushed = await ivyTab1.next((n) => n.message === 'Only for Ivy');
    expect(pushed).toMatchObject({ type: 'announcement', is_read: false });
    await ivyTab2.next((n) => n.id === pushed.id);
    // The row is committed by the time the push arrives: the list already holds it.
    const listed = await t.platform.app.inject({ method: 'GET', url: '/api/notifications?status=unread&limit=100', headers: bearer(t, 21) });
    expect(listed.json().data.map((n: { id: number }) => n.id)).toContain(pushed.id);
    // Jon's socket got his own notification later, never Ivy's.
    await sendTo(22, 'For Jon');
    await jon.next((n) => n.message === 'For Jon');
    expect(jon.received.map((n) => n.message)).toEqual(['For Jon']);
  });

  it('pushes notifications that come from events too', async () => {
    const client = await connect(23);
    await t.platform.transport.publish(userEvents({ id: 23, name: 'Kim' }));
    const welcome = await client.next((n) => n.type === 'welcome');
    expect(welcome.message).toContain('Kim');
  });

  it('leaves nothing in the push queue once pushed', async () => {
    const left = await until(async () => {
      const rows = await t.database.sql`select count(*)::int as n from notifications.push_queue`;
      return rows[0]?.n === 0 ? true : undefined;
    }, 'the push queue to empty');
    expect(left).toBe(true);
  });
});

describe('heartbeat', () => {
  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const silent = await connect(24, { autoPong: false });
    const alive = await connect(24);
    const closed = new Promise<number>((resolve) => silent.socket.once('close', (code) => resolve(code)));
    // A terminated socket closes without a close frame: 1006.
    expect(await closed).toBe(1006);
    await sendTo(24, 'Still here');
    await alive.next((n) => n.message === 'Still here');
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
  });
});
