import { ACCOUNT_TYPES, pageCount, type DeliveryFigures, type ListQueryValues, type WorkspaceStorage } from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import type { ProviderSource } from '../delivery/ports';
import * as repo from './monitoring.repository';

/**
 * Posting's delivery figures: the queue per network, the publish calls and failures of the last
 * day, and how much of each network's publish limits the current window holds. Only networks
 * that are switched on or have work or history show.
 */
export async function deliveryFigures(db: Executor, providers: ProviderSource): Promise<DeliveryFigures> {
  const enabled = ACCOUNT_TYPES.flatMap((network) => {
    const provider = providers(network);
    return provider ? [{ network, limits: provider.limits }] : [];
  });
  const [queue, attempts, limits] = await Promise.all([
    repo.queueByNetwork(db),
    repo.attemptsByNetwork(db, ACCOUNT_TYPES),
    Promise.all(
      enabled.flatMap(({ network, limits }) =>
        limits.map(async (limit) => ({
          network,
          name: limit.name,
          scope: limit.scope,
          max: limit.max,
          windowSeconds: limit.windowMs / 1000,
          used: await repo.windowUse(db, network, limit.scope, limit.windowMs),
        })),
      ),
    ),
  ]);
  const queued = new Map(queue.map((row) => [row.network, row]));
  const called = new Map(attempts.map((row) => [row.network, row]));
  const shown = ACCOUNT_TYPES.filter((network) => enabled.some((row) => row.network === network) || queued.has(network) || (called.get(network)?.attemptsLast24h ?? 0) > 0);
  return {
    due: queue.reduce((sum, row) => sum + row.due, 0),
    waiting: queue.reduce((sum, row) => sum + row.waiting, 0),
    processing: queue.reduce((sum, row) => sum + row.processing, 0),
    oldestDueSeconds: Math.max(0, ...queue.map((row) => row.oldestDueSeconds)),
    networks: shown.map((network) => ({
      network,
      due: queued.get(network)?.due ?? 0,
      processing: queued.get(network)?.processing ?? 0,
      failedLast24h: called.get(network)?.failedLast24h ?? 0,
      failedLastHour: called.get(network)?.failedLastHour ?? 0,
      attemptsLast24h: called.get(network)?.attemptsLast24h ?? 0,
    })),
    publishLimits: limits,
  };
}

/** Storage used per workspace (media library bytes), as a §7 page. */
export async function workspaceStorage(db: Executor, query: ListQueryValues): Promise<PageResult<WorkspaceStorage>> {
  const { rows, total } = await repo.storageByWorkspace(db, query);
  return {
    rows: rows.map((row) => ({ ...row, lastUploadAt: row.lastUploadAt?.toISOString() ?? null })),
    total,
    page: query.page,
    limit: query.limit,
    pages: pageCount(total, query.limit, query.pagination),
  };
}
