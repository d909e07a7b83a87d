import type { FastifyBaseLogger } from 'fastify';
import { Wakeup } from '@cadence/events';
import type { Database } from '@cadence/db';
import type { Clock, Worker } from '@cadence/service-kit';
import { maintainPartitions } from './partitions';

/** Keeps the metric points' monthly partitions created ahead and drops those past retention, every `intervalMs`. */
export function partitionWorker(deps: { db: Database; log: FastifyBaseLogger; clock: Clock; ahead: number; retentionMonths: number; intervalMs: number }): Worker {
  const wakeup = new Wakeup();
  let running: Promise<void> | undefined;
  let stopped = false;
  async function loop() {
    while (!stopped) {
      await maintainPartitions(deps.db, { ahead: deps.ahead, retentionMonths: deps.retentionMonths }, deps.clock.now())
        .then(({ created, dropped }) => {
          if (created.length > 0 || dropped.length > 0) deps.log.info({ created, dropped }, 'metric partitions maintained');
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'maintaining the metric partitions failed'));
      if (!stopped) await wakeup.wait(deps.intervalMs);
    }
  }
  return {
    name: 'analytics-partitions',
    async start() {
      stopped = false;
      running = loop();
    },
    async stop() {
      stopped = true;
      wakeup.ring();
      await running;
    },
  };
}
