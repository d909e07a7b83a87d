import { and, eq, sql } from 'drizzle-orm';
import { POST_PULL_OFFSETS_MS, type CanonicalMetric, type MetricsCollected } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { metricPoints, postMetrics, unavailableMetrics } from '../../db/schema';
import { ensurePartition } from '../maintenance/partitions';
import { rollUpAccountDay, rollUpPostDay } from './rollups';

export interface IngestOptions {
  /** Raw points older than this many months are not kept (the rollups and post totals still are). */
  retentionMonths: number;
}

/** When the pull was due: stable across repeats of the same pull, so it keys the partition. */
export function slotOf(payload: MetricsCollected): Date {
  if (payload.scope === 'account') {
    if (!payload.day) throw new Error(`${payload.identity}: an account pull names its day`);
    return new Date(`${payload.day}T00:00:00.000Z`);
  }
  if (!payload.publishedAt || !payload.slot) throw new Error(`${payload.identity}: a post pull names its publishing time and slot`);
  return new Date(Date.parse(payload.publishedAt) + POST_PULL_OFFSETS_MS[payload.slot]);
}

function retentionStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1));
}

/**
 * Keeps one pull's figures. The identity names the pull: a repeat of the same reading changes
 * nothing, a later reading of the same pull replaces the earlier one (never adds to it), an
 * earlier one arriving late is ignored. Metrics the network did not give get no row.
 */
export async function ingest(tx: Executor, payload: MetricsCollected, eventId: string, options: IngestOptions, now: Date): Promise<'stored' | 'unchanged'> {
  const slotAt = slotOf(payload);
  const collectedAt = new Date(payload.collectedAt);
  const keepRaw = slotAt >= retentionStart(now, options.retentionMonths);

  // One pull is ingested at a time; a concurrent duplicate waits here and then finds it stored.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${payload.identity}, 0))`);

  if (payload.scope === 'post') {
    const targetId = payload.targetId;
    if (targetId === undefined) throw new Error(`${payload.identity}: a post pull names its target`);
    const [current] = await tx.select({ collectedAt: postMetrics.collectedAt, slotAt: postMetrics.slotAt }).from(postMetrics).where(eq(postMetrics.targetId, targetId));
    const newer = !current || slotAt > current.slotAt || (slotAt.getTime() === current.slotAt.getTime() && collectedAt > current.collectedAt);
    const rawChanged = keepRaw ? await writePoints(tx, payload, slotAt, collectedAt, eventId) : false;
    if (!newer) return rawChanged ? 'stored' : 'unchanged';
    const publishedAt = new Date(payload.publishedAt!);
    const unavailable = Object.fromEntries(payload.unavailable.map((entry) => [entry.metric, entry.message]));
    await tx
      .insert(postMetrics)
      .values({
        targetId,
        postId: payload.postId ?? null,
        workspaceId: payload.workspaceId,
        accountId: payload.accountId,
        network: payload.network,
        publishedAt,
        metrics: payload.metrics as Record<string, number>,
        unavailable,
        slotAt,
        collectedAt,
      })
      .onConflictDoUpdate({
        target: postMetrics.targetId,
        set: { postId: payload.postId ?? null, metrics: payload.metrics as Record<string, number>, unavailable, slotAt, collectedAt },
      });
    await noteAvailability(tx, payload, collectedAt);
    await rollUpPostDay(tx, payload.accountId, publishedAt.toISOString().slice(0, 10));
    return 'stored';
  }

  const rawChanged = keepRaw ? await writePoints(tx, payload, slotAt, collectedAt, eventId) : false;
  const newer = await rollUpAccountDay(tx, payload, collectedAt);
  if (newer) await noteAvailability(tx, payload, collectedAt);
  return rawChanged || newer ? 'stored' : 'unchanged';
}

/** Writes the pull's points unless the same or a later reading of it is stored; true when written. */
async function writePoints(tx: Executor, payload: MetricsCollected, slotAt: Date, collectedAt: Date, eventId: string): Promise<boolean> {
  const [stored] = await tx
    .select({ collectedAt: sql<Date | null>`max(${metricPoints.collectedAt})` })
    .from(metricPoints)
    .where(and(eq(metricPoints.pullKey, payload.identity), eq(metricPoints.slotAt, slotAt)));
  const storedAt = stored?.collectedAt ? new Date(stored.collectedAt) : null;
  if (storedAt && storedAt >= collectedAt) return false;
  await ensurePartition(tx, slotAt);
  if (storedAt) await tx.delete(metricPoints).where(and(eq(metricPoints.pullKey, payload.identity), eq(metricPoints.slotAt, slotAt)));
  const common = {
    pullKey: payload.identity,
    slotAt,
    collectedAt,
    workspaceId: payload.workspaceId,
    accountId: payload.accountId,
    network: payload.network,
    subject: payload.scope,
    targetId: payload.targetId ?? null,
    eventId,
  };
  const given = Object.entries(payload.metrics).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  const rows = [
    ...given.map(([metric, value]) => ({ ...common, metric, value, unavailable: null })),
    ...payload.unavailable.filter((entry) => payload.metrics[entry.metric] === undefined).map((entry) => ({ ...common, metric: entry.metric, value: null, unavailable: entry.message })),
  ];
  if (rows.length > 0) await tx.insert(metricPoints).values(rows).onConflictDoNothing();
  return true;
}

/** A metric the network stopped answering is kept with its message; one that answers again is cleared. */
async function noteAvailability(tx: Executor, payload: MetricsCollected, at: Date): Promise<void> {
  const given = Object.keys(payload.metrics) as CanonicalMetric[];
  for (const metric of given) {
    await tx.delete(unavailableMetrics).where(and(eq(unavailableMetrics.accountId, payload.accountId), eq(unavailableMetrics.metric, metric)));
  }
  for (const entry of payload.unavailable) {
    if (payload.metrics[entry.metric] !== undefined) continue;
    await tx
      .insert(unavailableMetrics)
      .values({ accountId: payload.accountId, metric: entry.metric, workspaceId: payload.workspaceId, network: payload.network, message: entry.message, since: at })
      .onConflictDoUpdate({ target: [unavailableMetrics.accountId, unavailableMetrics.metric], set: { message: entry.message } });
  }
}
