import { sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { postTargets } from '../posts/posts.tables';
import { publishAttempts } from '../delivery/delivery.tables';
import { mediaItems } from '../media/media.tables';

export interface QueueRow {
  network: string;
  due: number;
  waiting: number;
  processing: number;
  oldestDueSeconds: number;
}

/**
 * The delivery queue by network: what is due (its time passed, or its lease expired), what waits
 * for a later time, what a worker holds. Reads only the targets still to go (the partial due index
 * and the lease index), never the delivered history.
 */
export async function queueByNetwork(db: Executor): Promise<QueueRow[]> {
  const t = postTargets;
  const dueNow = sql`((${t.status} in ('pending', 'waiting') and ${t.nextAttemptAt} <= now()) or (${t.status} = 'publishing' and ${t.leaseUntil} < now()))`;
  return db
    .select({
      network: t.platform,
      due: sql<number>`(count(*) filter (where ${dueNow}))::int`,
      waiting: sql<number>`(count(*) filter (where ${t.status} in ('pending', 'waiting') and ${t.nextAttemptAt} > now()))::int`,
      processing: sql<number>`(count(*) filter (where ${t.status} = 'publishing' and ${t.leaseUntil} >= now()))::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from now() - min(coalesce(${t.nextAttemptAt}, ${t.leaseUntil})) filter (where ${dueNow})), 0)::float8`,
    })
    .from(t)
    .where(sql`(${t.status} in ('pending', 'waiting') and ${t.nextAttemptAt} is not null) or ${t.status} = 'publishing'`)
    .groupBy(t.platform);
}

export interface AttemptsRow {
  network: string;
  attemptsLast24h: number;
  failedLast24h: number;
  failedLastHour: number;
}

/** Publish calls per network over the last 24 hours, and those that ended in an error (refused, or retried later). */
export async function attemptsByNetwork(db: Executor, networks: readonly string[]): Promise<AttemptsRow[]> {
  if (networks.length === 0) return [];
  // One index range (platform, started_at) per network rather than a scan of the history.
  const rows = await db.execute<{ network: string; attempts: number; failed: number; failed_hour: number }>(sql`
    select n.network,
           count(a.id)::int as attempts,
           (count(a.id) filter (where a.outcome in ('failed', 'retry')))::int as failed,
           (count(a.id) filter (where a.outcome in ('failed', 'retry') and a.started_at > now() - interval '1 hour'))::int as failed_hour
      from unnest(string_to_array(${networks.join(',')}, ',')) as n(network)
      left join ${publishAttempts} a on a.platform = n.network and a.started_at > now() - interval '24 hours'
     group by n.network`);
  return rows.map((row) => ({ network: row.network, attemptsLast24h: row.attempts, failedLast24h: row.failed, failedLastHour: row.failed_hour }));
}

/** Attempts within the window: the app's all together, or the busiest account's. */
export async function windowUse(db: Executor, network: string, scope: 'account' | 'app', windowMs: number): Promise<number> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const a = publishAttempts;
  if (scope === 'app') {
    const [row] = await db
      .select({ used: sql<number>`count(*)::int` })
      .from(a)
      .where(sql`${a.platform} = ${network} and ${a.startedAt} > ${since}`);
    return row?.used ?? 0;
  }
  const [row] = await db.execute<{ used: number }>(sql`
    select coalesce(max(c), 0)::int as used
      from (select count(*) as c from ${a} where ${a.platform} = ${network} and ${a.startedAt} > ${since} group by ${a.accountId}) per_account`);
  return row?.used ?? 0;
}

export interface StorageRow {
  workspaceId: number;
  files: number;
  bytes: number;
  lastUploadAt: Date | null;
}

const STORAGE_ORDER = {
  id: sql`workspace_id`,
  bytes: sql`bytes`,
  files: sql`files`,
  lastUploadAt: sql`last_upload_at`,
} as const;

/** Media bytes per workspace, as a §7 list (search: a workspace id). */
export async function storageByWorkspace(db: Executor, query: ListQueryValues): Promise<{ rows: StorageRow[]; total: number }> {
  const m = mediaItems;
  const search = query.search?.trim();
  const workspace = search && /^\d{1,9}$/.test(search) ? Number(search) : null;
  if (search && workspace === null) return { rows: [], total: 0 };
  const where = workspace === null ? sql`true` : sql`${m.workspaceId} = ${workspace}`;
  const order = STORAGE_ORDER[query.orderBy as keyof typeof STORAGE_ORDER] ?? STORAGE_ORDER.id;
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const page = query.pagination ? sql`limit ${query.limit} offset ${query.page * query.limit}` : sql``;
  const [rows, [counted]] = await Promise.all([
    db.execute<{ workspace_id: number; files: number; bytes: number; last_upload_at: Date | string | null }>(sql`
      select ${m.workspaceId} as workspace_id, count(*)::int as files, coalesce(sum(${m.sizeBytes}), 0)::float8 as bytes, max(${m.createdAt}) as last_upload_at
        from ${m} where ${where}
       group by ${m.workspaceId}
       order by ${order} ${direction}, workspace_id ${direction}
       ${page}`),
    db.execute<{ total: number }>(sql`select count(distinct ${m.workspaceId})::int as total from ${m} where ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({
      workspaceId: row.workspace_id,
      files: row.files,
      bytes: row.bytes,
      lastUploadAt: row.last_upload_at === null ? null : new Date(row.last_upload_at),
    })),
    total: counted?.total ?? 0,
  };
}
