import { fileURLToPath } from 'node:url';
import { createMailSender } from '@cadence/mailer';
import { defineService, storedSmtpOf } from '@cadence/service-kit';
import { analyticsServiceEnv } from './config';
import { analyticsEvents } from './db/schema';
import { overviewRoutes } from './features/overview/overview.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { reportWorker } from './features/reports/report-worker';
import { analyticsMail } from './features/reports/reports.tables';
import type { ReportsDeps } from './features/reports/reports.service';
import { partitionWorker } from './features/maintenance/partition-worker';
import { metricsOnCollect } from './consumers/metrics-collected';
import { postOnPublish } from './consumers/post-published';
import { targetOnPublish } from './consumers/target-published';
import { targetOnFail } from './consumers/target-failed';
import { accountOnConnect } from './consumers/account-connected';
import { accountOnDisconnect } from './consumers/account-disconnected';
import { accountOnBreak } from './consumers/account-broken';
import { entitlementsOnChange } from './consumers/entitlements-changed';

function reportsDeps(context: { db: ReportsDeps['db']; clock: ReportsDeps['clock']; config: { PUBLIC_URL?: string | undefined; PORT: number; ANALYTICS_REPORT_LINK_DAYS: number } }): ReportsDeps {
  const { config } = context;
  return { db: context.db, clock: context.clock, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`, linkDays: config.ANALYTICS_REPORT_LINK_DAYS };
}

/**
 * Analytics: the figures posting collects from each network, kept as a time series partitioned
 * by month with daily rollups per account, the posting activity, and the overview, per-network
 * and staff figures built from them; reports rendered to PDF and CSV, kept, and mailed on a schedule.
 */
export const analyticsService = defineService({
  name: 'analytics',
  areas: ['analytics'],
  env: analyticsServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: analyticsEvents,
  async routes(app, context) {
    overviewRoutes(app, { db: context.db });
    reportsRoutes(app, reportsDeps(context));
  },
  consumers(context) {
    return [
      metricsOnCollect({ retentionMonths: context.config.ANALYTICS_RETENTION_MONTHS, clock: context.clock }),
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
        clock: context.clock,
        ahead: config.ANALYTICS_PARTITIONS_AHEAD,
        retentionMonths: config.ANALYTICS_RETENTION_MONTHS,
        intervalMs: config.ANALYTICS_MAINTENANCE_MS,
      }),
      reportWorker({ ...reportsDeps(context), log: context.log, intervalMs: config.ANALYTICS_REPORTS_INTERVAL_MS }),
      createMailSender({ sql: context.sql, tables: analyticsMail, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: context.log, storedSmtp: storedSmtpOf(context) }),
    ];
  },
});
