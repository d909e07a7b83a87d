import Type from 'typebox';

/** The metrics collector: how many loops, how much at once, and the share of each read quota left to publishing. */
export const metricsEnv = {
  METRICS_WORKERS: Type.Integer({ minimum: 0, maximum: 16, default: 1, description: 'Metrics collection loops in this process (0: none)' }),
  METRICS_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 256, default: 8, description: 'Accounts read at the same time by one loop' }),
  METRICS_BATCH: Type.Integer({ minimum: 1, maximum: 5000, default: 500, description: 'Due pulls claimed at once' }),
  METRICS_POLL_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 60_000, description: 'Longest pause between two rounds (planning and claiming)' }),
  METRICS_LEASE_MS: Type.Integer({ minimum: 100, maximum: 3_600_000, default: 120_000, description: 'How long a claimed pull stays with its loop without a heartbeat' }),
  METRICS_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 50, default: 6, description: 'Tries of one pull before it is given up' }),
  METRICS_RETRY_BASE_MS: Type.Integer({ minimum: 10, maximum: 86_400_000, default: 60_000, description: 'First retry delay of a failed read' }),
  METRICS_QUOTA_RESERVE_PERCENT: Type.Integer({
    minimum: 0,
    maximum: 95,
    default: 30,
    description: "Share of each network read quota the collector never uses, left to publishing",
  }),
};
