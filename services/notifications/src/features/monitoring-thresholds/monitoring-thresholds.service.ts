import { sql } from 'drizzle-orm';
import {
  isStaff,
  thresholdServiceOf,
  type CreateMonitoringThresholdBody,
  type MonitoringThreshold,
  type UpdateMonitoringThresholdBody,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { defineErrors, fieldError, type Principal } from '@cadence/service-kit';
import * as repo from './monitoring-thresholds.repository';

export const thresholdErrors = defineErrors('NOTIFICATIONS_THRESHOLD', {
  NOT_FOUND: [404, 'No such monitoring threshold'],
  TAKEN: [409, 'A threshold already watches this figure of this service; change its limit instead'],
});

/** NOTIFY channel that wakes the checker when a threshold is added or changed. */
export const THRESHOLDS_CHANNEL = 'notifications_thresholds_changed';

export function toThreshold(row: repo.ThresholdRow): MonitoringThreshold {
  return {
    id: row.id,
    metric: row.metric,
    service: row.service as MonitoringThreshold['service'],
    limit: row.limit,
    state: row.state,
    value: row.value,
    checked_at: row.checkedAt?.toISOString() ?? null,
    crossed_at: row.crossedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function wake(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${THRESHOLDS_CHANNEL}, '')`);
}

export async function list(db: Database): Promise<MonitoringThreshold[]> {
  return (await repo.list(db)).map(toThreshold);
}

export async function create(db: Database, principal: Principal, body: CreateMonitoringThresholdBody): Promise<MonitoringThreshold> {
  const service = thresholdServiceOf(body.metric, body.service ?? '');
  if (!service) throw fieldError('service', 'is required for this figure');
  return db.transaction(async (tx) => {
    const row = await repo.insert(tx, { metric: body.metric, service, limit: body.limit, createdBy: principal.userId });
    if (!row) throw thresholdErrors.TAKEN();
    await repo.touchWatcher(tx, principal.userId);
    await wake(tx);
    return toThreshold(row);
  });
}

export async function update(db: Database, id: number, body: UpdateMonitoringThresholdBody): Promise<MonitoringThreshold> {
  return db.transaction(async (tx) => {
    const row = await repo.updateLimit(tx, id, body.limit);
    if (!row) throw thresholdErrors.NOT_FOUND();
    await wake(tx);
    return toThreshold(row);
  });
}

export async function remove(db: Database, id: number): Promise<{ deleted: boolean }> {
  if (!(await repo.remove(db, id))) throw thresholdErrors.NOT_FOUND();
  return { deleted: true };
}

/** Whether alerts go to this person: staff holding MonitoringServices. */
export function watches(principal: Principal): boolean {
  return isStaff(principal.roleIds) && principal.permissions.includes('MonitoringServices');
}
