import { metricsCollected } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import type { Clock } from '@cadence/service-kit';
import { ingest } from '../features/ingestion/ingestion.service';

/**
 * posting.metrics.collected → the pull's figures in the time series, the post's totals and the
 * day's rollups. Idempotent twice over: the same event is recorded as handled, and the same
 * pull read again is keyed by its identity.
 */
export function metricsOnCollect(options: { retentionMonths: number; clock: Clock }) {
  return defineHandler({
    event: metricsCollected,
    async handle(tx, payload, message) {
      await ingest(tx, payload, message.id, options, options.clock.now());
    },
  });
}
