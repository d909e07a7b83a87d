import type { FastifyBaseLogger } from 'fastify';
import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import { sendDue, type ReportsDeps } from './reports.service';

/**
 * Mails the scheduled reports whose week or month is over, every `intervalMs`. What was sent is
 * in the database (the schedule's last period and the report of that period, unique), so a
 * restart neither skips a period nor sends one twice.
 */
export function reportWorker(deps: ReportsDeps & { log: FastifyBaseLogger; intervalMs: number }): Worker {
  const wakeup = new Wakeup();
  let running: Promise<void> | undefined;
  let stopped = false;
  async function loop() {
    while (!stopped) {
      await sendDue(deps, deps.clock.now())
        .then((sent) => {
          if (sent > 0) deps.log.info({ sent }, 'scheduled reports sent');
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'sending the scheduled reports failed'));
      if (!stopped) await wakeup.wait(deps.intervalMs);
    }
  }
  return {
    name: 'analytics-reports',
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
