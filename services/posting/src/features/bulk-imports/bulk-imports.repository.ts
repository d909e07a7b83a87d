import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BulkImportRowStatus, BulkImportRowsQuery, BulkRowError, ListQueryValues } from '@cadence/contracts';
import { anyOf, insertMany, paginate, type Executor, type PageResult } from '@cadence/db';
import { socialAccounts } from '../connections/connections.tables';
import { accountGroupMembers, accountGroups } from '../groups/groups.tables';
import { mediaItems } from '../media/media.tables';
import { bulkImportRows, bulkImports } from './bulk-imports.tables';
import type { Directory } from './bulk-imports.rows';

export type ImportRow = typeof bulkImports.$inferSelect;
export type NewImport = typeof bulkImports.$inferInsert;
export type FileRow = typeof bulkImportRows.$inferSelect;

/**
 * Accounts (connected, working or broken) and groups of a workspace, and its library media
 * among `mediaNames` (lower case, trimmed: the names some rows give), as rows name them. Only
 * the named media are read: a batch of rows costs the files it names, not the whole library.
 */
export async function directoryOf(db: Executor, workspaceId: number, mediaNames: readonly string[]): Promise<Directory> {
  const [accounts, groups, members, media] = await Promise.all([
    db
      .select({ id: socialAccounts.id, name: socialAccounts.name, type: socialAccounts.type })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.workspaceId, workspaceId), ne(socialAccounts.status, 'disconnected'))),
    db.select({ id: accountGroups.id, name: accountGroups.name }).from(accountGroups).where(eq(accountGroups.workspaceId, workspaceId)),
    db
      .select({ groupId: accountGroupMembers.groupId, accountId: accountGroupMembers.accountId })
      .from(accountGroupMembers)
      .innerJoin(accountGroups, eq(accountGroups.id, accountGroupMembers.groupId))
      .where(eq(accountGroups.workspaceId, workspaceId)),
    mediaNames.length === 0
      ? []
      : db
          .select({
            id: mediaItems.id,
            name: mediaItems.name,
            kind: mediaItems.kind,
            mimeType: mediaItems.mimeType,
            sizeBytes: mediaItems.sizeBytes,
            width: mediaItems.width,
            height: mediaItems.height,
            durationSeconds: mediaItems.durationSeconds,
          })
          .from(mediaItems)
          .where(
            and(
              eq(mediaItems.workspaceId, workspaceId),
              sql`lower(btrim(${mediaItems.name})) in (select jsonb_array_elements_text(${JSON.stringify(mediaNames)}::jsonb))`,
            ),
          ),
  ]);
  return {
    accounts,
    groups: groups.map((group) => ({ ...group, accountIds: members.filter((m) => m.groupId === group.id).map((m) => m.accountId) })),
    media: media.map(({ id, name, width, height, durationSeconds, ...facts }) => ({
      id,
      name,
      facts: { ...facts, name, ...(width !== null ? { width } : {}), ...(height !== null ? { height } : {}), ...(durationSeconds !== null ? { durationSeconds } : {}) },
    })),
  };
}

export function findImport(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<ImportRow | undefined> {
  const query = db
    .select()
    .from(bulkImports)
    .where(and(eq(bulkImports.workspaceId, workspaceId), eq(bulkImports.id, id)));
  return (options.lock ? query.for('update') : query).then((rows) => rows[0]);
}

export async function findByHash(db: Executor, workspaceId: number, fileHash: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkImports)
    .where(and(eq(bulkImports.workspaceId, workspaceId), eq(bulkImports.fileHash, fileHash)));
  return row;
}

/** Inserts the import, or nothing when the workspace already has this file (a parallel upload won). */
export async function insertImport(db: Executor, values: NewImport): Promise<ImportRow | undefined> {
  const [row] = await db.insert(bulkImports).values(values).onConflictDoNothing().returning();
  return row;
}

export function listImports(db: Executor, workspaceId: number, query: ListQueryValues): Promise<PageResult<ImportRow>> {
  return paginate(db, query, {
    table: bulkImports,
    where: eq(bulkImports.workspaceId, workspaceId),
    orderColumns: { id: bulkImports.id, createdAt: bulkImports.createdAt },
  });
}

export async function updateImport(db: Executor, id: number, values: Partial<NewImport>): Promise<ImportRow> {
  const [row] = await db.update(bulkImports).set(values).where(eq(bulkImports.id, id)).returning();
  if (!row) throw new Error(`import ${id} vanished`);
  return row;
}

/** Rows per update statement. */
const INSERT_CHUNK = 2000;

/** The file's rows with one statement. */
export async function insertRows(db: Executor, rows: (typeof bulkImportRows.$inferInsert)[]): Promise<void> {
  await insertMany(db, bulkImportRows, rows);
}

/** Each import's row counts per status. */
export async function countsOf(db: Executor, importIds: readonly number[]): Promise<Map<number, Map<BulkImportRowStatus, number>>> {
  const counts = new Map<number, Map<BulkImportRowStatus, number>>();
  if (importIds.length === 0) return counts;
  const rows = await db
    .select({ importId: bulkImportRows.importId, status: bulkImportRows.status, n: count() })
    .from(bulkImportRows)
    .where(inArray(bulkImportRows.importId, [...importIds]))
    .groupBy(bulkImportRows.importId, bulkImportRows.status);
  for (const row of rows) {
    const map = counts.get(row.importId) ?? new Map<BulkImportRowStatus, number>();
    map.set(row.status, row.n);
    counts.set(row.importId, map);
  }
  return counts;
}

export function listRows(db: Executor, importId: number, query: BulkImportRowsQuery): Promise<PageResult<FileRow>> {
  return paginate(db, query, {
    table: bulkImportRows,
    where: and(eq(bulkImportRows.importId, importId), query.status ? eq(bulkImportRows.status, query.status) : undefined),
    orderColumns: { id: bulkImportRows.id, number: bulkImportRows.number },
  });
}

export function allRows(db: Executor, importId: number): Promise<FileRow[]> {
  return db.select().from(bulkImportRows).where(eq(bulkImportRows.importId, importId)).orderBy(asc(bulkImportRows.number));
}

export async function findRow(db: Executor, importId: number, number: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkImportRows)
    .where(and(eq(bulkImportRows.importId, importId), eq(bulkImportRows.number, number)))
    .for('update');
  return row;
}

/** Writes each row's values, status and errors with one statement. */
export async function writeChecks(db: Executor, rows: readonly { id: number; values?: Record<string, string>; status: BulkImportRowStatus; errors: BulkRowError[] }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await db.execute(sql`
      update ${bulkImportRows} as r
      set status = c.status, errors = c.errors, values = coalesce(c.values, r.values), updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as c(id integer, status text, errors jsonb, values jsonb)
      where r.id = c.id`);
  }
}

/** Starts the rows: ready ones join the queue, invalid ones are skipped. */
export async function queueRows(db: Executor, importId: number): Promise<void> {
  await db.execute(sql`
    update ${bulkImportRows}
    set status = case when status = 'ready' then 'queued' else 'skipped' end, updated_at = now()
    where import_id = ${importId} and status in ('ready', 'invalid')`);
}

/**
 * Claims queued rows of running imports for `owner` (FOR UPDATE SKIP LOCKED, a lease), the
 * oldest import first: rows whose lease ran out (a crashed worker) are claimed again.
 */
export async function claimRows(db: Executor, owner: string, limit: number, leaseMs: number): Promise<FileRow[]> {
  const rows = await db
    .update(bulkImportRows)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      sql`${bulkImportRows.id} in (
        select r.id from ${bulkImportRows} r
        where r.status = 'queued' and (r.lease_until is null or r.lease_until < now())
        order by r.import_id, r.number
        limit ${limit}
        for update skip locked
      )`,
    )
    .returning();
  return rows.sort((a, b) => a.importId - b.importId || a.number - b.number);
}

/** Renews the leases of rows still held; rows locked by the holder's own transaction are skipped, never waited for. */
export async function renewLeases(db: Executor, owner: string, ids: readonly number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${bulkImportRows} set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (select id from ${bulkImportRows} where ${anyOf(sql`id`, ids.map(Number))} and lease_owner = ${owner} and status = 'queued' for update skip locked)`);
}

/** Gives up rows `owner` claimed and did not write (a loop stopping): any loop may claim them at once. */
export async function releaseRows(db: Executor, owner: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${bulkImportRows} set lease_owner = null, lease_until = null
    where ${anyOf(sql`id`, ids.map(Number))} and lease_owner = ${owner} and status = 'queued'`);
}

/**
 * Locks the rows among `ids` still queued and held by `owner`, for their outcome, without
 * waiting: a row another loop took over (its lease ran out) is left to it.
 */
export async function holdRows(db: Executor, ids: readonly number[], owner: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ id: number }>(sql`
    select id from ${bulkImportRows}
    where ${anyOf(sql`id`, ids.map(Number))} and status = 'queued' and lease_owner = ${owner}
    for update skip locked`);
  return new Set(rows.map((row) => Number(row.id)));
}

export async function finishRows(db: Executor, outcomes: readonly { id: number; status: 'imported' | 'failed'; postId: number | null; message: string | null }[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    update ${bulkImportRows} as r
    set status = o.status, post_id = o.post_id, message = o.message, lease_owner = null, lease_until = null, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(outcomes.map((o) => ({ id: o.id, status: o.status, post_id: o.postId, message: o.message })))}::jsonb)
      as o(id integer, status text, post_id integer, message text)
    where r.id = o.id`);
}

/** Marks the import done once it has no queued row left. */
export async function finishIfDone(db: Executor, importId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update ${bulkImports} set status = 'done', finished_at = now()
    where id = ${importId} and status = 'running'
      and not exists (select 1 from ${bulkImportRows} where import_id = ${importId} and status = 'queued')
    returning id`);
  return rows.length > 0;
}

/** Imports by id, for the workers (which act for every workspace). */
export function importsByIds(db: Executor, ids: readonly number[]): Promise<ImportRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bulkImports)
    .where(inArray(bulkImports.id, [...ids]));
}
