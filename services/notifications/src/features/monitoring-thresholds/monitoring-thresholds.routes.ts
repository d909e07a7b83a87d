import type { FastifyInstance } from 'fastify';
import { createMonitoringThreshold, deleteMonitoringThreshold, listMonitoringThresholds, updateMonitoringThreshold } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import * as repo from './monitoring-thresholds.repository';
import * as thresholds from './monitoring-thresholds.service';

/** How long a person's watcher row is trusted before a request of theirs writes it again. */
const SEEN_AGAIN_MS = 10 * 60_000;

export function monitoringThresholdsRoutes(app: FastifyInstance, db: Database): void {
  route(app, listMonitoringThresholds, () => thresholds.list(db));
  route(app, createMonitoringThreshold, ({ request, principal }) => thresholds.create(db, principal, request.body));
  route(app, updateMonitoringThreshold, ({ request }) => thresholds.update(db, request.params.id, request.body));
  route(app, deleteMonitoringThreshold, ({ request }) => thresholds.remove(db, request.params.id));
}

/**
 * Registered before the service's routes: every signed-in request to this service (the unread
 * count every page reads included) keeps the watchers current: staff holding MonitoringServices join, someone seen without it leaves.
 */
export function monitoringWatchersHook(app: FastifyInstance, db: Database): void {
  const seen = new Map<number, { watches: boolean; at: number }>();
  app.addHook('onResponse', async (request) => {
    const principal = request.principal;
    if (!principal) return;
    const watches = thresholds.watches(principal);
    const last = seen.get(principal.userId);
    const now = Date.now();
    if (last && last.watches === watches && now - last.at < SEEN_AGAIN_MS) return;
    seen.set(principal.userId, { watches, at: now });
    if (seen.size > 10_000) seen.clear();
    await (watches ? repo.touchWatcher(db, principal.userId) : repo.dropWatcher(db, principal.userId)).catch((error: unknown) =>
      request.log.warn({ err: error }, 'monitoring watchers could not be updated'),
    );
  });
}
