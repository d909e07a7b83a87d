import { fileURLToPath } from 'node:url';
import { defineService } from '@cadence/service-kit';
import { analyticsServiceEnv } from './config';
import { analyticsEvents } from './db/schema';
import { overviewRoutes } from './features/overview/overview.routes';
import { partitionWorker } from './features/maintenance/partition-worker';
import { metricsOnCollect } from './consumers/metrics-collected';
import { postOnPublish } from './consumers/post-published';
import { targetOnPublish } from './consumers/target-published';
import { targetOnFail } from './consumers/target-failed';
import { accountOnConnect } from './consumers/account-connected';
import { accountOnDisconnect } from './consumers/account-disconnected';
import { accountOnBreak } from './consumers/account-broken';
import { entitlementsOnChange } from './consumers/entitlements-changed';

/**
 * Analytics: the figures posting collects from each network, kept as a time series partitioned
 * by month with daily rollups per account, the posting activity, and the overview, per-network
 * and staff figures built from them.
 */
export const analyticsService = defineService({
  name: 'analytics',
  areas: ['analytics'],
  env: analyticsServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: analyticsEvents,
  async routes(app, context) {
    overviewRoutes(app, { db: context.db });
  },
  consumers(context) {
    return [
      metricsOnCollect({ retentionMonths: context.config.ANALYTICS_RETENTION_MONTHS }),
      postOnPublish,
      targetOnPublish,
      targetOnFail,
      accountOnConnect,
      accountOnDisconnect,
      accountOnBreak,
      entitlementsOnChange,
    ];
  },
  workers(context) {
    const { config } = context;
    return [
      partitionWorker({
        db: context.db,
        log: context.log,
        ahead: config.ANALYTICS_PARTITIONS_AHEAD,
        retentionMonths: config.ANALYTICS_RETENTION_MONTHS,
        intervalMs: config.ANALYTICS_MAINTENANCE_MS,
      }),
    ];
  },
});
