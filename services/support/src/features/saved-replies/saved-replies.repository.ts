import { eq, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { SavedReplyListQuery } from '@cadence/contracts';
import { savedReplies } from './saved-replies.tables';

export type SavedReplyRow = typeof savedReplies.$inferSelect;

export async function insert(db: Executor, values: { name: string; body: string; createdBy: number }): Promise<SavedReplyRow> {
  const [row] = await db.insert(savedReplies).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function find(db: Executor, id: number): Promise<SavedReplyRow | undefined> {
  const [row] = await db.select().from(savedReplies).where(eq(savedReplies.id, id));
  return row;
}

export async function update(db: Executor, id: number, values: { name?: string; body?: string }): Promise<SavedReplyRow | undefined> {
  const [row] = await db
    .update(savedReplies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(savedReplies.id, id))
    .returning();
  return row;
}

export async function remove(db: Executor, id: number): Promise<SavedReplyRow | undefined> {
  const [row] = await db.delete(savedReplies).where(eq(savedReplies.id, id)).returning();
  return row;
}

export function list(db: Executor, query: SavedReplyListQuery): Promise<PageResult<SavedReplyRow>> {
  return paginate(db, query, {
    table: savedReplies,
    orderColumns: { id: savedReplies.id, name: savedReplies.name, updated_at: savedReplies.updatedAt },
    searchColumns: [savedReplies.name, savedReplies.body],
  });
}
