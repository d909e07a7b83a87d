import { sql } from 'drizzle-orm';
import type { Database, Sql } from '@cadence/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceMonitoring } from '@cadence/contracts';
import type { Delivery } from '../delivery/deliver';
import { findActiveByIds } from '../recipients/recipients.repository';
import { createListeningWorker, type ListeningWorker } from '../../lib/listening-worker';
import { figureOf, type FiguresSource } from './figures-source';
import * as repo from './monitoring-thresholds.repository';
import { THRESHOLDS_CHANNEL } from './monitoring-thresholds.service';
import { thresholdAlertContent } from './threshold-content';

export interface ThresholdCheckerOptions {
  sql: Sql;
  db: Database;
  delivery: Delivery;
  figures: FiguresSource;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** One process at a time checks the thresholds: the others skip the round. */
const CHECK_LOCK = sql`select pg_try_advisory_xact_lock(hashtext('notifications.monitoring_thresholds')) as locked`;

export interface CheckRound {
  checked: number;
  crossed: number;
  recovered: number;
  /** false when another process held the round. */
  ran: boolean;
}

/**
 * One round: under a transaction-scoped advisory lock, reads each watched service's figures once,
 * compares each threshold with its limit and, where its state changes, records the new state
 * and tells every watcher (staff holding MonitoringServices) in the same transaction: once when
 * the figure goes over the limit, once when it comes back within it. The state lives in the
 * table, so a restart or a second process repeats nothing.
 */
export async function checkThresholds(options: Omit<ThresholdCheckerOptions, 'sql' | 'intervalMs'>): Promise<CheckRound> {
  return options.db.transaction(async (tx) => {
    const [lock] = (await tx.execute(CHECK_LOCK)) as unknown as { locked: boolean }[];
    if (!lock?.locked) return { checked: 0, crossed: 0, recovered: 0, ran: false };
    const thresholds = await repo.listForCheck(tx);
    const reports = new Map<string, ServiceMonitoring | null>();
    for (const service of new Set(thresholds.map((row) => row.service))) {
      try {
        reports.set(service, await options.figures(service));
      } catch (error) {
        options.log.warn({ err: error, service }, `monitoring thresholds: the figures of ${service} could not be read`);
        reports.set(service, null);
      }
    }
    const round: CheckRound = { checked: 0, crossed: 0, recovered: 0, ran: true };
    let watchers: Awaited<ReturnType<typeof findActiveByIds>> | undefined;
    for (const row of thresholds) {
      const report = reports.get(row.service);
      const value = report ? figureOf(row.metric, report) : null;
      if (value === null) continue;
      round.checked += 1;
      const over = value > row.limit;
      const crossed = over && row.state !== 'crossed';
      const recovered = !over && row.state === 'crossed';
      await repo.recordCheck(tx, row.id, { state: over ? 'crossed' : 'ok', value, crossed });
      if (!crossed && !recovered) continue;
      watchers ??= await findActiveByIds(tx, await repo.watcherIds(tx));
      await options.delivery.deliver(tx, watchers, thresholdAlertContent({ metric: row.metric, service: row.service, value, limit: row.limit, crossed }));
      if (crossed) round.crossed += 1;
      else round.recovered += 1;
    }
    return round;
  });
}

/** The checker: a round every `intervalMs`, and at once when a threshold is added or changed. */
export function createThresholdChecker(options: ThresholdCheckerOptions): ListeningWorker {
  return createListeningWorker({
    name: 'monitoring-thresholds',
    sql: options.sql,
    channel: THRESHOLDS_CHANNEL,
    pollIntervalMs: options.intervalMs,
    log: options.log,
    async runOnce() {
      await checkThresholds(options);
      return false;
    },
  });
}
