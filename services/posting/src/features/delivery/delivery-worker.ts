import type { Database, Sql } from '@cadence/db';
import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { DUE_CHANNEL } from '../posts/post-events';
import type { PostingPorts } from './ports';
import * as repo from './delivery.repository';
import { deliverTarget, type DeliveryOptions } from './delivery.service';
import { createDeliveryBatches } from './delivery-batches';

export interface DeliveryWorkerOptions {
  name: string;
  sql: Sql;
  db: Database;
  ports: PostingPorts;
  /** Targets published at the same time by this loop. */
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  /** How long after its time a target keeps being retried on transient errors. */
  retryHorizonMs: number;
  retry: { baseDelayMs: number; maxDelayMs: number };
  log: FastifyBaseLogger;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A delivery loop: claims due targets (FOR UPDATE SKIP LOCKED, with a lease) and publishes
 * them, up to `concurrency` at a time. It wakes on NOTIFY posting_due (sent at the commit of a
 * schedule, an approval or a retry), at the next due time, and at least every `pollMs`; the
 * queue is the table, so nothing due is forgotten across a restart.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): Worker & { wake(): void } {
  const { log } = options;
  const wakeup = new Wakeup();
  const inFlight = new Set<Promise<unknown>>();
  /** The targets this loop holds, whose leases the heartbeat keeps. */
  const held = new Set<number>();
  const delivery: DeliveryOptions = {
    db: options.db,
    ports: options.ports,
    batches: createDeliveryBatches({ db: options.db, ports: options.ports, worker: options.name, log }),
    worker: options.name,
    retryHorizonMs: options.retryHorizonMs,
    retry: options.retry,
    log,
  };
  // While busy, claims wait until a quarter of the slots is free, so that claims come in batches.
  const claimBatch = Math.max(1, Math.floor(options.concurrency / 4));
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function claimRound(): Promise<number> {
    const room = options.concurrency - inFlight.size;
    if (room <= 0 || (inFlight.size > 0 && room < claimBatch)) return 0;
    const claimed = await repo.claimDue(options.db, options.name, room, options.leaseMs);
    for (const target of claimed) {
      held.add(target.id);
      const job = deliverTarget(delivery, target)
        .catch((error: unknown) => log.error({ err: error, targetId: target.id }, `delivering a target failed: ${messageOf(error)}`))
        .finally(() => {
          held.delete(target.id);
          inFlight.delete(job);
          wakeup.ring();
        });
      inFlight.add(job);
    }
    return claimed.length;
  }

  function renewLeases(): void {
    if (held.size === 0) return;
    repo.renewLeases(options.db, [...held], options.name, options.leaseMs).catch((error: unknown) => log.warn({ err: error, worker: options.name }, `renewing leases failed: ${messageOf(error)}`));
  }

  async function sleepUntilDue(): Promise<void> {
    let wait = options.pollMs;
    // With too few free slots to claim, only a finished job (which rings) or the poll wakes it.
    if (inFlight.size === 0 || options.concurrency - inFlight.size >= claimBatch) {
      const next = await repo.nextDueAt(options.db).catch(() => null);
      if (next) wait = Math.max(0, Math.min(wait, next.getTime() - Date.now()));
    }
    await wakeup.wait(wait);
  }

  async function run(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await claimRound();
      } catch (error) {
        log.error({ err: error, worker: options.name }, `claiming due posts failed: ${messageOf(error)}`);
      }
      if (!running) break;
      if (claimed === 0 || options.concurrency - inFlight.size < claimBatch) await sleepUntilDue();
    }
    await Promise.allSettled([...inFlight]);
  }

  return {
    name: options.name,
    wake: () => wakeup.ring(),
    async start() {
      if (loop) return;
      running = true;
      try {
        const ring = () => wakeup.ring();
        const listening = await options.sql.listen(DUE_CHANNEL, ring, ring);
        unlisten = () => listening.unlisten();
      } catch (error) {
        log.warn({ err: error, worker: options.name }, `delivery could not LISTEN, polling only: ${messageOf(error)}`);
      }
      heartbeat = setInterval(renewLeases, Math.max(100, Math.floor(options.leaseMs / 3)));
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
      clearInterval(heartbeat);
      if (unlisten) await unlisten().catch(() => undefined);
      unlisten = undefined;
    },
  };
}
