import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import WebSocket from 'ws';
import { NOTIFICATIONS_SOCKET_PATH, type Notification, type Permission, type SocketMessage } from '@cadence/contracts';
import { connect, type Sql } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { generateJwtKeys } from '@cadence/service-kit';
import { startServer, type ServerProcess } from '../lib/children';
import { onInterrupt } from '../lib/interrupt';

/**
 * What the notification benchmarks share: the all-in-one platform in a process of its own on a
 * fresh database, access tokens signed with the keys it was given, and real WebSocket clients
 * in the runner's process (one clock for both ends of a latency).
 */
export interface NotificationsRig {
  server: ServerProcess;
  url: string;
  /** The runner's own pool on the platform's database. */
  sql: Sql;
  token(userId: number, permissions?: Permission[]): string;
  close(): Promise<void>;
}

export async function startRig(name: string, env: Record<string, string> = {}, poolSize = 5): Promise<NotificationsRig> {
  const database: TestDatabase = await createTestDatabase(`bench_${name}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `cadence-bench-${name}-`));
  const keys = generateJwtKeys();
  const sign = createSigner({ key: keys.privateKey, algorithm: 'EdDSA', expiresIn: 3_600_000 });
  let server: ServerProcess | undefined;
  let sql: Sql | undefined;
  const cleanUp = async () => {
    await sql?.end({ timeout: 1 }).catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanUp);
  try {
    server = await startServer(name, 'platform.ts', {
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000000',
        JWT_PRIVATE_KEY: keys.privateKey,
        JWT_PUBLIC_KEY: keys.publicKey,
        ...env,
      },
    });
    sql = connect({ url: database.url, max: poolSize, applicationName: `cadence-bench-${name}` });
  } catch (error) {
    await cleanUp();
    forget();
    throw error;
  }
  const running = server;
  const pool = sql;
  return {
    server: running,
    url: running.url,
    sql: pool,
    token: (userId, permissions = []) => sign({ sub: String(userId), wid: null, rid: [], perms: permissions }),
    async close() {
      await cleanUp();
      forget();
    },
  };
}

/** A socket of the notifications channel and every notification it received, with arrival times. */
export interface BenchSocket {
  socket: WebSocket;
  onNotification(listener: (notification: Notification, at: number) => void): void;
  close(): void;
}

export async function openSocket(rig: NotificationsRig, token: string): Promise<BenchSocket> {
  const response = await fetch(`${rig.url}/api/notifications/ws/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 201) throw new Error(`ticket refused: ${response.status} ${await response.text()}`);
  const { ticket } = ((await response.json()) as { data: { ticket: string } }).data;
  const socket = new WebSocket(`${rig.url.replace(/^http/, 'ws')}${NOTIFICATIONS_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`);
  const listeners: ((notification: Notification, at: number) => void)[] = [];
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as SocketMessage;
    if (message.type === 'notification') for (const listener of listeners) listener(message.data, at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    onNotification: (listener) => listeners.push(listener),
    close: () => socket.terminate(),
  };
}

/** `count` active users in the notifications service's copy of the users (ids 1..count). */
export async function seedRecipients(sql: Sql, count: number): Promise<void> {
  await sql`
    insert into notifications.recipients (id, name, email, locale, status, plans, source_at)
    select i, 'User ' || i, 'user' || i || '@example.com', (array['en', 'fr', 'ro', 'zh'])[1 + i % 4], 'active', array['Scale'], now()
    from generate_series(1, ${count}) as i
    on conflict (id) do nothing`;
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
