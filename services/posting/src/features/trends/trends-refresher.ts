import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import * as repo from './trends.repository';
import { networksWithTrends, refreshNetwork, type TrendsDeps } from './trends.service';

const BATCH = 50;
/** Rounds per refresh interval, so a list is never much older than the interval. */
const ROUNDS_PER_INTERVAL = 4;

/** One round: reads again every workspace's list that is older than the interval (or never read). Returns how many it read. */
export async function refreshDueTrends(deps: TrendsDeps): Promise<number> {
  const before = new Date(deps.connections.now().getTime() - deps.maxAgeMs);
  const due = await repo.dueForRefresh(deps.connections.db, networksWithTrends(deps), before, BATCH);
  for (const { workspaceId, network } of due) await refreshNetwork(deps, workspaceId, network, before);
  return due.length;
}

/** The background loop that keeps every connected network's trending list fresh. */
export function trendsWorkers(deps: TrendsDeps): Worker[] {
  const wakeup = new Wakeup();
  let running: Promise<void> | undefined;
  let stopped = false;
  async function loop() {
    while (!stopped) {
      const read = await refreshDueTrends(deps).catch((error: unknown) => {
        deps.connections.log.error({ err: error }, 'the trending lists round failed');
        return 0;
      });
      if (!stopped && read < BATCH) await wakeup.wait(Math.ceil(deps.maxAgeMs / ROUNDS_PER_INTERVAL));
    }
  }
  return [
    {
      name: 'posting-trends-refresher',
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
