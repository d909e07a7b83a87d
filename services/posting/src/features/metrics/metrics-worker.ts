import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import * as repo from './metrics.repository';
import { collectGroup, groupPulls, openBatch, planPulls, type MetricsDeps } from './metrics.service';

export interface MetricsWorkerOptions extends MetricsDeps {
  /** Accounts read at the same time. */
  concurrency: number;
  /** Due pulls claimed at once. */
  batch: number;
  leaseMs: number;
  pollMs: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One round: plans new pulls, then claims due ones (one statement) and reads them, `concurrency`
 * accounts at a time. The batch shares its database work: its accounts are read in one query,
 * the outcomes of reads that finish meanwhile are written together (group commit) and its leases
 * are renewed by one heartbeat. Returns how many it claimed.
 */
export async function collectRound(options: MetricsWorkerOptions): Promise<number> {
  const { db } = options.connections;
  await planPulls(options.connections);
  const claimed = await repo.claimDue(db, options.worker, options.batch, options.leaseMs);
  if (claimed.length === 0) return 0;
  const held = new Set(claimed.map((pull) => pull.id));
  const heartbeat = setInterval(() => {
    repo.renewLeases(db, [...held], options.worker, options.leaseMs).catch(() => undefined);
  }, Math.max(100, Math.floor(options.leaseMs / 3)));
  try {
    const batch = await openBatch(options, claimed);
    const queue = groupPulls(claimed);
    const lanes = Array.from({ length: Math.min(options.concurrency, queue.length) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        await collectGroup(options, batch, group).catch((error: unknown) => options.connections.log.error({ err: error }, `collecting figures failed: ${messageOf(error)}`));
        for (const pull of group) held.delete(pull.id);
      }
    });
    await Promise.all(lanes);
  } finally {
    clearInterval(heartbeat);
  }
  return claimed.length;
}

/**
 * The collector's loop: plans and reads due pulls, again at once while a round claims a full
 * batch, else at the next due time and at least every `pollMs`. The queue is the table, so a
 * restart forgets nothing and a pull held by a stopped loop is due again when its lease ends.
 */
export function createMetricsWorker(options: MetricsWorkerOptions): Worker & { wake(): void } {
  const wakeup = new Wakeup();
  let running = false;
  let loop: Promise<void> | undefined;
  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await collectRound(options);
      } catch (error) {
        options.connections.log.error({ err: error, worker: options.worker }, `a metrics round failed: ${messageOf(error)}`);
      }
      if (!running) break;
      if (claimed < options.batch) {
        const next = await repo.nextDueAt(options.connections.db).catch(() => null);
        const wait = next ? Math.max(0, Math.min(options.pollMs, next.getTime() - Date.now())) : options.pollMs;
        await wakeup.wait(Math.max(wait, 10));
      }
    }
  }
  return {
    name: `metrics-${options.worker}`,
    wake: () => wakeup.ring(),
    async start() {
      if (loop) return;
      running = true;
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
    },
  };
}
