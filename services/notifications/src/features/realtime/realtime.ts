import { sql as raw } from 'drizzle-orm';
import type { Database, Sql } from '@cadence/db';
import type { Worker } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createListeningWorker } from '../../lib/listening-worker';
import { PUSH_CHANNEL } from '../delivery/delivery.repository';
import { createPushHub, type PushHub, type PushItem } from './push-hub';
import { pushRound } from './push-relay';
import { SocketRegistry } from './socket-registry';
import { createTicketStore, type TicketStore } from './socket-tickets';

export interface RealtimeOptions {
  sql: Sql;
  db: Database;
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** How often sockets are pinged; one silent for a whole interval is dropped. */
  pingIntervalMs: number;
  /** Notifications per push message. */
  pushBatchSize?: number;
  pollIntervalMs?: number;
}

/** The realtime side of one instance: its sockets, tickets, the push relay and the hub. */
export interface Realtime extends Worker {
  readonly tickets: TicketStore;
  readonly sockets: SocketRegistry;
  /**
   * Pushes notifications whose transaction has committed, to every instance. Never throws: a
   * push that cannot leave is logged (the notification itself is stored).
   */
  publish(items: PushItem[]): Promise<void>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { db, log } = options;
  const sockets = new SocketRegistry();
  const tickets = createTicketStore(options.redis);
  const batchSize = options.pushBatchSize ?? 500;
  let hub: PushHub | undefined;

  const relay = createListeningWorker({
    name: 'notifications-push',
    sql: options.sql,
    channel: PUSH_CHANNEL,
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    runOnce: () => (hub ? pushRound(db, hub, batchSize) : Promise.resolve(false)),
    log,
  });

  return {
    name: 'notifications-realtime',
    tickets,
    sockets,
    async publish(items) {
      if (items.length === 0) return;
      if (!hub) {
        log.warn({ count: items.length }, 'notifications committed before the realtime hub started were not pushed live');
        return;
      }
      await hub.publish(items).catch((error: unknown) => log.warn({ err: error, count: items.length }, 'committed notifications could not be pushed live'));
    },
    async start() {
      // Instances serving the same database share one channel; other deployments on the
      // same Redis do not hear them.
      const [row] = await db.execute<{ name: string }>(raw`select current_database() as name`);
      hub = createPushHub({
        redis: options.redis,
        channel: `cadence:notifications:push:${row?.name ?? 'default'}`,
        onPush: (items) => sockets.deliver(items),
        log,
      });
      await hub.start();
      sockets.startHeartbeat(options.pingIntervalMs);
      await relay.start();
    },
    async stop() {
      await relay.stop();
      sockets.stopHeartbeat();
      sockets.closeAll();
      await hub?.stop();
    },
  };
}
