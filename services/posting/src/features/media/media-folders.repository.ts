import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { mediaFolders, mediaItems } from './media.tables';

export type FolderRow = typeof mediaFolders.$inferSelect;

export async function listFolders(db: Executor, workspaceId: number): Promise<(FolderRow & { itemCount: number })[]> {
  const counts = db
    .select({ folderId: mediaItems.folderId, n: count().as('n') })
    .from(mediaItems)
    .where(eq(mediaItems.workspaceId, workspaceId))
    .groupBy(mediaItems.folderId)
    .as('counts');
  const rows = await db
    .select({ folder: mediaFolders, n: counts.n })
    .from(mediaFolders)
    .leftJoin(counts, eq(counts.folderId, mediaFolders.id))
    .where(eq(mediaFolders.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${mediaFolders.name})`), asc(mediaFolders.id));
  return rows.map((row) => ({ ...row.folder, itemCount: row.n ?? 0 }));
}

export function findFolder(db: Executor, workspaceId: number, id: number): Promise<FolderRow | undefined> {
  return db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.workspaceId, workspaceId), eq(mediaFolders.id, id)))
    .then((rows) => rows[0]);
}

export async function hasChildren(db: Executor, workspaceId: number, id: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(mediaFolders).where(and(eq(mediaFolders.workspaceId, workspaceId), eq(mediaFolders.parentId, id)));
  return (row?.n ?? 0) > 0;
}

export async function itemCount(db: Executor, workspaceId: number, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaItems).where(and(eq(mediaItems.workspaceId, workspaceId), eq(mediaItems.folderId, id)));
  return row?.n ?? 0;
}

/** Inserts the folder, or nothing when its name is taken beside it (case-insensitive). */
export async function insertFolder(db: Executor, values: typeof mediaFolders.$inferInsert): Promise<FolderRow | undefined> {
  const [row] = await db.insert(mediaFolders).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateFolder(db: Executor, workspaceId: number, id: number, values: Partial<Pick<FolderRow, 'name' | 'parentId'>>): Promise<FolderRow | undefined> {
  const [row] = await db
    .update(mediaFolders)
    .set(values)
    .where(and(eq(mediaFolders.workspaceId, workspaceId), eq(mediaFolders.id, id)))
    .returning();
  return row;
}

/**
 * Removes the folder and its sub-folders; their items move to the folder's own parent (the
 * top level for a top-level folder).
 */
export async function deleteFolder(tx: Executor, folder: FolderRow): Promise<void> {
  const inWorkspace = eq(mediaFolders.workspaceId, folder.workspaceId);
  const removed = or(eq(mediaFolders.id, folder.id), eq(mediaFolders.parentId, folder.id));
  const ids = (await tx.select({ id: mediaFolders.id }).from(mediaFolders).where(and(inWorkspace, removed))).map((row) => row.id);
  await tx
    .update(mediaItems)
    .set({ folderId: folder.parentId, updatedAt: new Date() })
    .where(and(eq(mediaItems.workspaceId, folder.workspaceId), inArray(mediaItems.folderId, ids)));
  await tx.delete(mediaFolders).where(and(inWorkspace, inArray(mediaFolders.id, ids)));
}
