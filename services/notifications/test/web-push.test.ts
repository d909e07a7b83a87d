import { createECDH, randomBytes, verify, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzle } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { createDelivery, type Addressee } from '../src/features/delivery/deliver';
import { staffContent } from '../src/features/delivery/content';
import { instanceMailSeal, startInstance, until, type SharedPlatform } from './helpers';

// The reference implementation of RFC 8188 content encoding, as a browser would decrypt.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(content: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

interface Received {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service as RFC 8030 describes it: takes a POST on the subscription's endpoint and
 * answers 201, or what a test asks of an endpoint (410 for an unsubscribed browser).
 */
async function startPushService() {
  const app: FastifyInstance = Fastify();
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const holds: { release?: () => void; gate?: Promise<void>; delayMs: number } = { delayMs: 0 };
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post<{ Params: { id: string } }>('/push/:id', async (request, reply) => {
    received.push({ id: request.params.id, headers: request.headers, body: request.body as Buffer });
    if (holds.gate) await holds.gate;
    if (holds.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, holds.delayMs));
    return reply.code(answers.get(request.params.id) ?? 201).send();
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    received,
    answers,
    hold() {
      holds.gate = new Promise((resolve) => (holds.release = resolve));
    },
    release() {
      holds.release?.();
      holds.gate = undefined;
    },
    /** A slow push service: each answer waits this long. */
    slow(ms: number) {
      holds.delayMs = ms;
    },
    close: () => app.close(),
  };
}

/** A browser's side of a subscription: its ECDH P-256 key pair and auth secret. */
function browser(pushUrl: string, id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    body: { endpoint: `${pushUrl}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, label: `Browser ${id}` },
  };
}

/** Checks the VAPID header (RFC 8292) and returns the JWT's claims and the key it names. */
function verifyVapid(authorization: string): { claims: { aud: string; exp: number; sub: string }; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), key };
}

let database: TestDatabase;
let peer: Awaited<ReturnType<typeof startPushService>>;
let instance: SharedPlatform;
const ENV = { OUTBOUND_ALLOW_PRIVATE: 'true', NOTIFICATIONS_WEB_PUSH_RETRY_BASE_MS: '10', NOTIFICATIONS_WEB_PUSH_TTL_SECONDS: '3600' };

beforeAll(async () => {
  database = await createTestDatabase('webpush');
  peer = await startPushService();
  instance = await startInstance(database.url, ENV);
});
afterAll(async () => {
  await instance?.close();
  await peer?.close();
  await database?.drop();
});

const auth = (userId: number) => ({ authorization: `Bearer ${instance.token({ userId })}` });
const inject = (userId: number, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  instance.platform.app.inject({ method, url, headers: auth(userId), ...(payload ? { payload } : {}) });

async function subscribe(userId: number, id: string) {
  const side = browser(peer.url, id);
  const response = await inject(userId, 'POST', '/api/notifications/push/subscriptions', side.body);
  expect(response.statusCode).toBe(201);
  return { ...side, id: response.json().data.id as number };
}

async function deliverTo(addressees: Addressee[], message: string) {
  const db = createDrizzle(database.sql);
  const delivery = createDelivery({ publicUrl: 'http://localhost:5173', seal: instanceMailSeal() });
  await db.transaction((tx) => delivery.deliver(tx, addressees, staffContent('announcement', message)));
}

const user = (id: number): Addressee => ({ id, name: `User ${id}`, email: null, locale: 'fr' });
const optIn = (userId: number) => inject(userId, 'PUT', '/api/notifications/preferences', { preferences: [{ type: 'announcement', in_app: true, email: false, push: true }] });

describe('VAPID keys', () => {
  it('are made on first start, the same for every process, the private key encrypted', async () => {
    const first = (await inject(1, 'GET', '/api/notifications/push/key')).json().data.public_key as string;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    const other = await startInstance(database.url, ENV);
    try {
      const response = await other.platform.app.inject({ method: 'GET', url: '/api/notifications/push/key', headers: { authorization: `Bearer ${other.token({ userId: 1 })}` } });
      expect(response.json().data.public_key).toBe(first);
    } finally {
      await other.close();
    }
    const rows = await database.sql<{ public_key: string; private_key_encrypted: string }[]>`select public_key, private_key_encrypted from notifications.vapid_keys`;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.private_key_encrypted).toMatch(/^v1\.[^.]+\.[A-Za-z0-9_-]+$/);
    expect(rows[0]!.private_key_encrypted.length).toBeGreaterThan(60);
  });

  it('need a signed-in user', async () => {
    expect((await instance.platform.app.inject({ method: 'GET', url: '/api/notifications/push/key' })).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it("are the caller's own: listed, and deleted only by their owner", async () => {
    const mine = await subscribe(11, 'own-a');
    await subscribe(12, 'own-b');
    const listed = (await inject(11, 'GET', '/api/notifications/push/subscriptions')).json().data as { id: number; endpoint: string; label: string }[];
    expect(listed.map((row) => row.label)).toEqual(['Browser own-a']);
    expect(listed[0]).not.toHaveProperty('p256dh');
    expect((await inject(12, 'DELETE', `/api/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(404);
    expect((await inject(11, 'GET', '/api/notifications/push/subscriptions')).json().data).toHaveLength(1);
    expect((await inject(11, 'DELETE', `/api/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(200);
    expect((await inject(11, 'GET', '/api/notifications/push/subscriptions')).json().data).toEqual([]);
    expect((await inject(11, 'DELETE', `/api/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(404);
  });

  it('refuse bad keys, extra fields and addresses that are not URLs with field errors', async () => {
    const side = browser(peer.url, 'bad');
    const short = await inject(13, 'POST', '/api/notifications/push/subscriptions', { ...side.body, keys: { ...side.body.keys, p256dh: 'abc' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toMatch(/p256dh/);
    expect((await inject(13, 'POST', '/api/notifications/push/subscriptions', { ...side.body, extra: 1 })).statusCode).toBe(400);
    const notUrl = await inject(13, 'POST', '/api/notifications/push/subscriptions', { ...side.body, endpoint: 'https://' });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().errors[0].field).toBe('endpoint');
  });

  it('refuse private and plain-http push services where the outbound guard applies', async () => {
    const guarded = await startInstance(database.url, { ...ENV, OUTBOUND_ALLOW_PRIVATE: 'false' });
    try {
      const side = browser('https://127.0.0.1:9', 'private');
      for (const endpoint of [side.body.endpoint, 'https://169.254.169.254/push/x', 'http://push.example.com/x']) {
        const response = await guarded.platform.app.inject({
          method: 'POST',
          url: '/api/notifications/push/subscriptions',
          headers: { authorization: `Bearer ${guarded.token({ userId: 14 })}` },
          payload: { ...side.body, endpoint },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe('endpoint');
      }
    } finally {
      await guarded.close();
    }
  });
});

describe('sending', () => {
  it('sends an opted-in kind to each browser, encrypted (aes128gcm) and signed (VAPID), and nothing to a kind left off', async () => {
    const a = await subscribe(21, 'send-a');
    const b = await subscribe(21, 'send-b');
    const before = peer.received.length;
    await deliverTo([user(21)], 'Off by default');
    expect(await database.sql`select 1 from notifications.web_pushes where payload->>'body' = 'Off by default'`).toHaveLength(0);

    expect((await optIn(21)).json().data.find((p: { type: string }) => p.type === 'announcement')).toMatchObject({ push: true, in_app: true, email: false });
    await deliverTo([user(21)], 'Maintenance tonight');
    const got = await until(async () => {
      const mine = peer.received.slice(before).filter((r) => r.id === 'send-a' || r.id === 'send-b');
      return mine.length >= 2 ? mine : undefined;
    }, 'two pushes');
    const publicKey = (await inject(21, 'GET', '/api/notifications/push/key')).json().data.public_key as string;
    for (const push of got) {
      const side = push.id === 'send-a' ? a : b;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe('3600');
      expect(push.headers.urgency).toBe('normal');
      const { claims, key } = verifyVapid(String(push.headers.authorization));
      expect(key).toBe(publicKey);
      expect(claims.aud).toBe(new URL(peer.url).origin);
      expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(claims.sub).toMatch(/^mailto:/);
      const payload = JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: side.ecdh, authSecret: side.auth }).toString('utf8'));
      expect(payload).toEqual({ title: expect.any(String), body: 'Maintenance tonight', url: 'http://localhost:5173/notifications', kind: 'announcement' });
      expect(payload.title.length).toBeGreaterThan(0);
    }
    // Another browser's keys do not open it.
    expect(() => ece.decrypt(got[0]!.body, { version: 'aes128gcm', privateKey: browser(peer.url, 'x').ecdh, authSecret: a.auth })).toThrow();
    await until(async () => {
      const rows = await database.sql<{ status: string }[]>`select status from notifications.web_pushes where payload->>'body' = 'Maintenance tonight'`;
      return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : undefined;
    }, 'both rows marked sent');
  });

  it('removes a subscription the push service answers 410 for, and retries a 503', async () => {
    await subscribe(31, 'gone');
    await subscribe(31, 'busy');
    await optIn(31);
    peer.answers.set('gone', 410);
    peer.answers.set('busy', 503);
    await deliverTo([user(31)], 'Gone and busy');
    await until(async () => {
      const listed = (await inject(31, 'GET', '/api/notifications/push/subscriptions')).json().data as { label: string }[];
      return listed.length === 1 ? listed : undefined;
    }, 'the 410 subscription removed');
    expect((await inject(31, 'GET', '/api/notifications/push/subscriptions')).json().data.map((s: { label: string }) => s.label)).toEqual(['Browser busy']);
    // The busy service is asked again, and takes it once it is free.
    await until(async () => peer.received.filter((r) => r.id === 'busy').length >= 2 || undefined, 'a retry');
    peer.answers.delete('busy');
    const [sent] = await until(async () => {
      const rows = await database.sql<{ status: string; attempts: number }[]>`
        select status, attempts from notifications.web_pushes where payload->>'body' = 'Gone and busy' and status = 'sent'`;
      return rows.length === 1 ? rows : undefined;
    }, 'the busy push sent');
    expect(sent!.attempts).toBeGreaterThanOrEqual(3);
    const gone = await database.sql<{ status: string }[]>`select status from notifications.web_pushes where payload->>'body' = 'Gone and busy' and status = 'gone'`;
    expect(gone).toHaveLength(1);
  });

  it('loses nothing and sends nothing twice across a restart mid-send', async () => {
    await instance.close();
    const ids = Array.from({ length: 12 }, (_, i) => `r${i + 1}`);
    // Subscriptions and the notifications are written while no sender runs.
    const setup = await startInstance(database.url, { ...ENV, NOTIFICATIONS_WEB_PUSH_BATCH_SIZE: '2' });
    peer.hold();
    try {
      for (const id of ids) {
        const side = browser(peer.url, id);
        const response = await setup.platform.app.inject({
          method: 'POST',
          url: '/api/notifications/push/subscriptions',
          headers: { authorization: `Bearer ${setup.token({ userId: 41 })}` },
          payload: side.body,
        });
        expect(response.statusCode).toBe(201);
      }
      await setup.platform.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: { authorization: `Bearer ${setup.token({ userId: 41 })}` },
        payload: { preferences: [{ type: 'announcement', in_app: true, email: false, push: true }] },
      });
      await deliverTo([user(41)], 'Across a restart');
      // The first round is in flight at the push service when the process is told to stop.
      await until(async () => peer.received.some((r) => r.id === 'r1') || undefined, 'the first push in flight');
      peer.slow(25);
      const closing = setup.close();
      peer.release();
      await closing;
    } finally {
      peer.release();
      peer.slow(0);
    }
    const afterStop = await database.sql<{ status: string }[]>`select status from notifications.web_pushes where payload->>'body' = 'Across a restart' order by id`;
    expect(afterStop.filter((row) => row.status === 'sent').length).toBeGreaterThanOrEqual(1);
    expect(afterStop.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(1);

    instance = await startInstance(database.url, ENV);
    await until(async () => {
      const rows = await database.sql`select 1 from notifications.web_pushes where payload->>'body' = 'Across a restart' and status = 'sent'`;
      return rows.length === ids.length || undefined;
    }, 'every push sent');
    const counts = ids.map((id) => peer.received.filter((r) => r.id === id).length);
    expect(counts).toEqual(ids.map(() => 1));
  });

  it('waits for a push or its poll interval when nothing is pending, instead of asking the database in a loop', async () => {
    await until(async () => {
      const rows = await database.sql`select 1 from notifications.web_pushes where status = 'pending' and attempts = 0`;
      return rows.length === 0 || undefined;
    }, 'nothing new pending');
    // Only the sender reads this table; PostgreSQL counts each read of it (flushed about once a second).
    const reads = async () => {
      await database.sql`select pg_stat_clear_snapshot()`;
      const [row] = await database.sql<{ reads: string }[]>`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables where schemaname = 'notifications' and relname = 'web_pushes'`;
      return Number(row?.reads ?? 0);
    };
    const before = await reads();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // The default poll is every 5 s: a few rounds at most, where a loop that never waits reads thousands of times.
    expect((await reads()) - before).toBeLessThan(30);
  });
});
