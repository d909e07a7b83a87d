import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MediaListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { mediaItems } from './media.tables';

export type MediaRow = typeof mediaItems.$inferSelect;
export type NewMediaRow = typeof mediaItems.$inferInsert;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function listItems(db: Executor, workspaceId: number, query: MediaListQuery): Promise<PageResult<MediaRow>> {
  const conditions: SQL[] = [eq(mediaItems.workspaceId, workspaceId)];
  if (query.kind) conditions.push(eq(mediaItems.kind, query.kind));
  if (query.folderId !== undefined) conditions.push(query.folderId === 0 ? isNull(mediaItems.folderId) : eq(mediaItems.folderId, query.folderId));
  if (query.tag) conditions.push(sql`${mediaItems.tags} @> array[${query.tag}]::text[]`);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const matches = or(ilike(mediaItems.name, pattern), ilike(mediaItems.altText, pattern), sql`array_to_string(${mediaItems.tags}, ' ') ilike ${pattern}`);
    if (matches) conditions.push(matches);
  }
  return paginate(db, { ...query, search: undefined }, {
    table: mediaItems,
    where: and(...conditions),
    orderColumns: { id: mediaItems.id, name: mediaItems.name, createdAt: mediaItems.createdAt, sizeBytes: mediaItems.sizeBytes },
  });
}

export function findItem(db: Executor, workspaceId: number, id: number): Promise<MediaRow | undefined> {
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.workspaceId, workspaceId), eq(mediaItems.id, id)))
    .then((rows) => rows[0]);
}

/** Any workspace's item: only for signed URLs, whose signature is then checked against its workspace. */
export function findItemById(db: Executor, id: number): Promise<MediaRow | undefined> {
  return db
    .select()
    .from(mediaItems)
    .where(eq(mediaItems.id, id))
    .then((rows) => rows[0]);
}

export function findItems(db: Executor, workspaceId: number, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.workspaceId, workspaceId), inArray(mediaItems.id, [...ids])));
}

/** The items, locked: for share while a post is checked against them, for update before a delete. */
export function lockItems(tx: Executor, workspaceId: number, ids: readonly number[], strength: 'share' | 'update'): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.workspaceId, workspaceId), inArray(mediaItems.id, [...ids])))
    .orderBy(mediaItems.id)
    .for(strength);
}

export function findBySha(db: Executor, workspaceId: number, sha256: string): Promise<MediaRow | undefined> {
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.workspaceId, workspaceId), eq(mediaItems.sha256, sha256)))
    .then((rows) => rows[0]);
}

/** Inserts the item, or nothing when the workspace already holds the same bytes. */
export async function insertItem(db: Executor, values: NewMediaRow): Promise<MediaRow | undefined> {
  const [row] = await db.insert(mediaItems).values(values).onConflictDoNothing({ target: [mediaItems.workspaceId, mediaItems.sha256] }).returning();
  return row;
}

export async function updateItem(db: Executor, workspaceId: number, id: number, values: Partial<Pick<NewMediaRow, 'name' | 'altText' | 'tags' | 'folderId'>>): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(mediaItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(mediaItems.workspaceId, workspaceId), eq(mediaItems.id, id)))
    .returning();
  return row;
}

export async function moveItems(db: Executor, workspaceId: number, ids: readonly number[], folderId: number | null): Promise<number> {
  const rows = await db
    .update(mediaItems)
    .set({ folderId, updatedAt: new Date() })
    .where(and(eq(mediaItems.workspaceId, workspaceId), inArray(mediaItems.id, [...ids])))
    .returning({ id: mediaItems.id });
  return rows.length;
}

export async function deleteItems(db: Executor, workspaceId: number, ids: readonly number[]): Promise<MediaRow[]> {
  return db
    .delete(mediaItems)
    .where(and(eq(mediaItems.workspaceId, workspaceId), inArray(mediaItems.id, [...ids])))
    .returning();
}

export async function tagCounts(db: Executor, workspaceId: number): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${mediaItems.tags})`.as('tag');
  const tagged = db.select({ tag }).from(mediaItems).where(eq(mediaItems.workspaceId, workspaceId)).as('tagged');
  return db
    .select({ tag: tagged.tag, count: count() })
    .from(tagged)
    .groupBy(tagged.tag)
    .orderBy(desc(count()), tagged.tag)
    .limit(200);
}
