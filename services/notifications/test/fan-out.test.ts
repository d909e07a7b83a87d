import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { connectSocket, startInstance, userEvents, type SharedPlatform, type SocketClient } from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: TestDatabase;
let first: SharedPlatform;
let second: SharedPlatform;
const clients: SocketClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase('fanout');
  // Two instances of one deployment: same database, same Redis.
  first = await startInstance(database.url, { REDIS_URL });
  second = await startInstance(database.url, { REDIS_URL });
  await first.platform.transport.publish([...userEvents({ id: 31, name: 'Max' }), ...userEvents({ id: 32, name: 'Noa' })]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await second?.close();
  await first?.close();
  await database?.drop();
});

describe('fan-out through Redis', () => {
  it('reaches sockets on both instances whichever instance commits the notification', async () => {
    const onFirst = await connectSocket(first.url, first.token({ userId: 31 }));
    const onSecond = await connectSocket(second.url, second.token({ userId: 32 }));
    const alsoOnSecond = await connectSocket(second.url, second.token({ userId: 31 }));
    clients.push(onFirst, onSecond, alsoOnSecond);

    const sent = await fetch(`${first.url}/api/notifications/broadcasts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.token({ userId: 1, permissions: ['PushNotification'] })}`, 'content-type': 'application/json' },
      body: JSON.stringify({ audience: 'all', type: 'maintenance', message: 'Both instances hear this', in_app: true, email: false }),
    });
    expect(sent.status).toBe(201);

    const [a, b, c] = await Promise.all([
      onFirst.next((n) => n.message === 'Both instances hear this'),
      onSecond.next((n) => n.message === 'Both instances hear this'),
      alsoOnSecond.next((n) => n.message === 'Both instances hear this'),
    ]);
    expect(a.id).toBe(c.id);
    expect(b.id).not.toBe(a.id);
    // Each socket got its owner's notification once.
    expect(onFirst.received.filter((n) => n.message === 'Both instances hear this')).toHaveLength(1);
    expect(onSecond.received.filter((n) => n.message === 'Both instances hear this')).toHaveLength(1);
  });

  it('opens a socket on one instance with a ticket the other issued (tickets live in Redis)', async () => {
    const response = await fetch(`${first.url}/api/notifications/ws/ticket`, { method: 'POST', headers: { authorization: `Bearer ${first.token({ userId: 31 })}` } });
    const { ticket } = ((await response.json()) as { data: { ticket: string } }).data;
    const socket = new WebSocket(`${second.url.replace(/^http/, 'ws')}/api/notifications/ws?ticket=${ticket}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
    socket.close();
  });
});
