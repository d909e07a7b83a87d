import { and, eq, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { CaptionKind, ListQueryValues } from '@cadence/contracts';
import { captions } from './captions.tables';

export type CaptionRow = typeof captions.$inferSelect;

export interface CaptionValues {
  kind: CaptionKind;
  name: string;
  text: string;
  tags: string[];
}

export async function insertCaption(db: Executor, workspaceId: number, values: CaptionValues): Promise<CaptionRow> {
  const [row] = await db
    .insert(captions)
    .values({ workspaceId, ...values, tagsText: values.tags.join(' ') })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findCaption(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<CaptionRow | undefined> {
  const query = db
    .select()
    .from(captions)
    .where(and(eq(captions.workspaceId, workspaceId), eq(captions.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateCaption(db: Executor, workspaceId: number, id: number, values: Partial<CaptionValues>): Promise<CaptionRow | undefined> {
  const [row] = await db
    .update(captions)
    .set({ ...values, ...(values.tags ? { tagsText: values.tags.join(' ') } : {}), updatedAt: sql`now()` })
    .where(and(eq(captions.workspaceId, workspaceId), eq(captions.id, id)))
    .returning();
  return row;
}

export async function deleteCaption(db: Executor, workspaceId: number, id: number): Promise<CaptionRow | undefined> {
  const [row] = await db
    .delete(captions)
    .where(and(eq(captions.workspaceId, workspaceId), eq(captions.id, id)))
    .returning();
  return row;
}

/** One more insertion from the composer, counted in the row itself (no read-modify-write). */
export async function countUse(db: Executor, workspaceId: number, id: number): Promise<CaptionRow | undefined> {
  const [row] = await db
    .update(captions)
    .set({ usageCount: sql`${captions.usageCount} + 1`, lastUsedAt: sql`now()` })
    .where(and(eq(captions.workspaceId, workspaceId), eq(captions.id, id)))
    .returning();
  return row;
}

export function listCaptions(db: Executor, workspaceId: number, query: ListQueryValues & { kind?: CaptionKind | undefined }): Promise<PageResult<CaptionRow>> {
  return paginate(db, query, {
    table: captions,
    where: query.kind ? and(eq(captions.workspaceId, workspaceId), eq(captions.kind, query.kind)) : eq(captions.workspaceId, workspaceId),
    orderColumns: {
      id: captions.id,
      name: captions.name,
      usageCount: captions.usageCount,
      lastUsedAt: captions.lastUsedAt,
      createdAt: captions.createdAt,
      updatedAt: captions.updatedAt,
    },
    searchColumns: [captions.name, captions.text, captions.tagsText],
  });
}
