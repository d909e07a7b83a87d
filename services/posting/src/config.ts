import Type from 'typebox';
import { connectionsEnv } from './features/connections/connections.config';
import { mediaEnv } from './features/media/media.config';
import { trendsEnv } from './features/trends/trends.config';
import { metricsEnv } from './features/metrics/metrics.config';
import { bulkImportsEnv } from './features/bulk-imports/bulk-imports.config';
import { reviewLinksEnv } from './features/review-links/review-links.config';
import { liveRecordingsEnv } from './features/media/live-recordings';

/** The posting service's variables; each network's credentials are in providers/provider-config.ts. */
export const postingEnv = {
  POSTING_WORKERS: Type.Integer({
    minimum: 0,
    maximum: 64,
    default: 1,
    description: 'Delivery loops in this process; 0 runs none (an API-only instance)',
  }),
  POSTING_CONCURRENCY: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 32,
    description: 'Targets one delivery loop publishes at the same time',
  }),
  POSTING_LEASE_MS: Type.Integer({
    minimum: 500,
    maximum: 3_600_000,
    default: 120_000,
    description: 'How long a claimed target is held; renewed while the network call runs, taken over by another worker once expired',
  }),
  POSTING_POLL_MS: Type.Integer({
    minimum: 50,
    maximum: 60_000,
    default: 1000,
    description: 'Longest sleep of an idle delivery loop (a NOTIFY or the next due time wakes it sooner)',
  }),
  POSTING_RETRY_HORIZON_MS: Type.Integer({
    minimum: 1000,
    maximum: 7 * 86_400_000,
    default: 86_400_000,
    description: 'How long after its time a target keeps being retried on transient errors (a network down, timeouts, 5xx) before it fails',
  }),
  POSTING_RETRY_BASE_MS: Type.Integer({ minimum: 10, maximum: 600_000, default: 5000, description: 'First retry delay; doubles per attempt' }),
  POSTING_RETRY_MAX_MS: Type.Integer({ minimum: 10, maximum: 86_400_000, default: 300_000, description: 'Longest retry delay: how soon after a network comes back its waiting posts go out' }),
};

/** Every variable the posting service reads: its own, connections' (secrets key, networks), media storage's, trending lists', the metrics collector's and file imports'. */
export const postingServiceEnv = { ...postingEnv, ...connectionsEnv, ...mediaEnv, ...trendsEnv, ...metricsEnv, ...bulkImportsEnv, ...reviewLinksEnv, ...liveRecordingsEnv };
