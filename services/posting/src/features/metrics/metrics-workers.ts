import type { Worker } from '@cadence/service-kit';
import { connectionsDeps } from '../connections/connections.config';
import type { PostingContext } from '../../parts';
import { workerName } from '../../parts';
import { createMetricsWorker } from './metrics-worker';

/** The service's metrics collection loops, as configured. */
export function metricsWorkers(context: PostingContext): Worker[] {
  const { config } = context;
  return Array.from({ length: config.METRICS_WORKERS }, (_, index) =>
    createMetricsWorker({
      connections: connectionsDeps(context),
      worker: `metrics-${workerName(index)}`,
      reserve: config.METRICS_QUOTA_RESERVE_PERCENT / 100,
      maxAttempts: config.METRICS_MAX_ATTEMPTS,
      retryBaseMs: config.METRICS_RETRY_BASE_MS,
      concurrency: config.METRICS_CONCURRENCY,
      batch: config.METRICS_BATCH,
      leaseMs: config.METRICS_LEASE_MS,
      pollMs: config.METRICS_POLL_MS,
    }),
  );
}
