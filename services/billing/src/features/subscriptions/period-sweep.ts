import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import * as repo from './subscriptions.repository';
import { applyDue, type SubscriptionsDeps } from './subscriptions.service';

const BATCH = 50;

/**
 * Applies, at the end of each period, what was scheduled for it (downgrades, cancellations) and
 * ends unpaid trials. Each workspace is handled on its own under its row lock; a failure (a
 * provider down) is logged and retried on the next pass.
 */
export function createPeriodSweep(deps: SubscriptionsDeps, intervalMs: number): Worker & { runOnce(now?: Date): Promise<number> } {
  const wakeup = new Wakeup();
  let running = false;
  let loop: Promise<void> | null = null;

  async function runOnce(now = new Date()): Promise<number> {
    let applied = 0;
    for (const workspaceId of await repo.dueIds(deps.db, now, BATCH)) {
      try {
        if (await applyDue(deps, workspaceId, now)) applied += 1;
      } catch (error) {
        deps.log.warn({ err: error, workspaceId }, 'applying the end of a billing period failed; retried on the next pass');
      }
    }
    return applied;
  }

  return {
    name: 'billing-period-sweep',
    runOnce,
    async start() {
      running = true;
      loop = (async () => {
        while (running) {
          await runOnce().catch((error: unknown) => deps.log.error({ err: error }, 'billing period sweep failed'));
          await wakeup.wait(intervalMs);
        }
      })();
    },
    async stop() {
      running = false;
      wakeup.ring();
      await loop;
    },
  };
}
