import type { Database, Sql } from '@cadence/db';
import { sleep } from '@cadence/events';
import type { FastifyBaseLogger } from 'fastify';
import { createListeningWorker, type ListeningWorker } from '../../lib/listening-worker';
import type { Delivery } from '../delivery/deliver';
import * as repo from './broadcasts.repository';
import { runBatch, type Publish } from './broadcasts.service';

/** Consecutive failed batches after which a send is marked failed instead of retried. */
const MAX_FAILURES = 5;

export interface BroadcastWorkerOptions {
  sql: Sql;
  db: Database;
  delivery: Delivery;
  publish: Publish;
  batchSize: number;
  /**
   * At most this many users per second (0: as fast as the database allows). Batches are spaced
   * out so a large send leaves the API its share of the machine.
   */
  usersPerSecond: number;
  pollIntervalMs?: number;
  log: FastifyBaseLogger;
}

/**
 * Works through queued and running sends, one batch per transaction, oldest first. Several
 * instances share the work (a send held by one is skipped by the others); a restart resumes
 * from each send's committed cursor.
 */
export function createBroadcastWorker(options: BroadcastWorkerOptions): ListeningWorker {
  const { db, delivery, publish, batchSize, usersPerSecond, log } = options;
  const failures = new Map<number, number>();

  async function runOnce(): Promise<boolean> {
    let current: number | undefined;
    const started = performance.now();
    try {
      const outcome = await db.transaction(async (tx) => {
        const locked = await repo.lockUnfinished(tx);
        if (!locked) return undefined;
        current = locked.id;
        return runBatch(tx, delivery, locked, batchSize);
      });
      if (!outcome) return false;
      const { row } = outcome;
      failures.delete(row.id);
      await publish(outcome.pushes);
      if (row.status === 'completed') log.info({ broadcastId: row.id, processed: row.processed }, 'broadcast completed');
      if (usersPerSecond > 0) {
        const spacing = (outcome.users / usersPerSecond) * 1000 - (performance.now() - started);
        if (spacing > 0) await sleep(spacing);
      }
      return true;
    } catch (error) {
      if (current === undefined) throw error;
      const count = (failures.get(current) ?? 0) + 1;
      failures.set(current, count);
      log.error({ err: error, broadcastId: current, failures: count }, 'a broadcast batch failed');
      if (count < MAX_FAILURES) return false;
      failures.delete(current);
      await repo.markFailed(db, current, 'The send stopped after repeated errors; the server log has the details.');
      return true;
    }
  }

  return createListeningWorker({
    name: 'notifications-broadcasts',
    sql: options.sql,
    channel: repo.BROADCAST_CHANNEL,
    pollIntervalMs: options.pollIntervalMs ?? 2000,
    runOnce,
    log,
  });
}
