import { fileURLToPath } from 'node:url';
import { createDrizzle } from '@cadence/db';
import { createMailSender } from '@cadence/mailer';
import { defineService, storedSmtpOf } from '@cadence/service-kit';
import { postingServiceEnv } from './config';
import { postingEvents } from './db/schema';
import { partsOf, workerName, type PostingContext } from './parts';
import { postsRoutes } from './features/posts/posts.routes';
import { platformPostsRoutes } from './features/posts/platform-posts.routes';
import { approvalsRoutes } from './features/approvals/approvals.routes';
import { reviewLinksRoutes } from './features/review-links/review-links.routes';
import { postingMail } from './features/review-links/review-links.tables';
import { mailSealOf } from './features/review-links/mail-seal';
import { groupsRoutes } from './features/groups/groups.routes';
import { captionsRoutes } from './features/captions/captions.routes';
import { watermarksRoutes } from './features/watermarks/watermarks.routes';
import { watermarkImageUrls } from './features/watermarks/watermarks.delivery';
import { queuesRoutes } from './features/queues/queues.routes';
import { connectionsRoutes } from './features/connections/connections.routes';
import { connectionsWorkers } from './features/connections/token-refresher';
import { mediaRoutes } from './features/media/media.routes';
import { linkCardsRoutes } from './features/link-cards/link-cards.routes';
import { trendsRoutes } from './features/trends/trends.routes';
import { sitesRoutes } from './features/sites/sites.routes';
import { postingAsRoutes } from './features/posting-as/posting-as.routes';
import { quotaRoutes } from './features/quotas/quotas.routes';
import { bulkImportsRoutes } from './features/bulk-imports/bulk-imports.routes';
import { bulkImportsDepsOf } from './features/bulk-imports/bulk-imports.config';
import { bulkImportWorkers } from './features/bulk-imports/bulk-imports.worker';
import { trendsWorkers } from './features/trends/trends-refresher';
import type { TrendsDeps } from './features/trends/trends.service';
import { connectionsDeps } from './features/connections/connections.config';
import { networkAppsRoutes } from './features/network-apps/network-apps.routes';
import { networkAppsStore } from './features/network-apps/network-apps.store';
import { networkAppsWorkers } from './features/network-apps/network-apps.refresher';
import { createDeliveryWorker } from './features/delivery/delivery-worker';
import { metricsWorkers } from './features/metrics/metrics-workers';
import { monitoringRoutes } from './features/monitoring/monitoring.routes';
import { deliveryFigures } from './features/monitoring/monitoring.service';
import { entitlementsOnChange } from './consumers/entitlements-changed';
import { userOnRegistration } from './consumers/user-registered';
import { userOnUpdate } from './consumers/user-updated';
import { accountOnDisconnect } from './consumers/account-disconnected';
import { liveRecordingOnReady } from './consumers/live-recording-ready';

function trendsDeps(context: PostingContext): TrendsDeps {
  return { connections: connectionsDeps(context), maxAgeMs: context.config.TRENDS_REFRESH_INTERVAL_MS };
}

/**
 * Publishing: posts (drafts, schedule, publish now, approvals), account groups, the staff post
 * list, connected accounts and the media library, trending hashtags, and delivery to each network exactly once.
 */
export const postingService = defineService({
  name: 'posting',
  areas: ['posts', 'platform-post', 'groups', 'watermarks', 'captions', 'queues', 'accounts', 'media'],
  env: postingServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: postingEvents,
  async routes(app, context) {
    const { ports } = partsOf(context);
    const deps = { db: context.db, ports };
    postsRoutes(app, deps);
    approvalsRoutes(app, deps);
    reviewLinksRoutes(app, { ...deps, publicUrl: context.config.PUBLIC_URL ?? `http://localhost:${context.config.PORT || 3000}`, mailSeal: mailSealOf(context.config) });
    platformPostsRoutes(app, deps);
    groupsRoutes(app, { db: context.db, accounts: ports.accounts });
    captionsRoutes(app, { db: context.db });
    watermarksRoutes(app, { db: context.db, accounts: ports.accounts, media: ports.media, imageUrls: (workspaceId, ids) => watermarkImageUrls(context, workspaceId, ids) });
    queuesRoutes(app, deps);
    const appsStore = networkAppsStore(context);
    await appsStore.reload();
    networkAppsRoutes(app, { store: appsStore, env: context.config, providers: connectionsDeps(context).providers });
    connectionsRoutes(app, context);
    linkCardsRoutes(app, context);
    trendsRoutes(app, trendsDeps(context));
    sitesRoutes(app, connectionsDeps(context));
    postingAsRoutes(app, connectionsDeps(context));
    quotaRoutes(app, connectionsDeps(context));
    await mediaRoutes(app, context);
    await bulkImportsRoutes(app, bulkImportsDepsOf(context));
    monitoringRoutes(app, { db: context.db });
  },
  monitoring(context) {
    const { ports } = partsOf(context);
    return async () => ({ delivery: await deliveryFigures(context.db, ports.providers) });
  },
  consumers(context) {
    return [entitlementsOnChange, userOnRegistration, userOnUpdate, accountOnDisconnect, liveRecordingOnReady(context)];
  },
  workers(context) {
    const { ports } = partsOf(context);
    const { config } = context;
    // Delivery runs the same few statements all day: prepared once per connection.
    const deliveryDb = createDrizzle(context.sql, { prepared: true });
    const delivery = Array.from({ length: config.POSTING_WORKERS }, (_, index) =>
      createDeliveryWorker({
        name: workerName(index),
        sql: context.sql,
        db: deliveryDb,
        ports,
        concurrency: config.POSTING_CONCURRENCY,
        leaseMs: config.POSTING_LEASE_MS,
        pollMs: config.POSTING_POLL_MS,
        retryHorizonMs: config.POSTING_RETRY_HORIZON_MS,
        retry: { baseDelayMs: config.POSTING_RETRY_BASE_MS, maxDelayMs: config.POSTING_RETRY_MAX_MS },
        log: context.log,
      }),
    );
    return [
      ...delivery,
      ...connectionsWorkers(context),
      ...trendsWorkers(trendsDeps(context)),
      ...metricsWorkers(context),
      ...bulkImportWorkers(context),
      ...networkAppsWorkers(networkAppsStore(context), 5000, context.log),
      createMailSender({ sql: context.sql, tables: postingMail, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: context.log, seal: mailSealOf(config), storedSmtp: storedSmtpOf(context) }),
    ];
  },
});
