import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkAppsStore } from './network-apps.store';

/** Reads the stored network apps again every interval, so a change saved by another posting process applies here too. */
export function networkAppsWorkers(store: NetworkAppsStore, intervalMs: number, log: FastifyBaseLogger): Worker[] {
  const wakeup = new Wakeup();
  let running: Promise<void> | undefined;
  let stopped = false;
  async function loop() {
    while (!stopped) {
      await wakeup.wait(intervalMs);
      if (stopped) break;
      await store.reload().catch((error: unknown) => log.error({ err: error }, 'reading the network apps failed'));
    }
  }
  return [
    {
      name: 'posting-network-apps-refresher',
      async start() {
        stopped = false;
        running = loop();
      },
      async stop() {
        stopped = true;
        wakeup.ring();
        await running;
      },
    },
  ];
}
