import { and, eq } from 'drizzle-orm';
import type { GenerationListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { generations } from '../../db/schema';

export type GenerationRow = typeof generations.$inferSelect;
export type GenerationWrite = Omit<typeof generations.$inferInsert, 'id' | 'createdAt'>;

export async function insert(db: Executor, values: GenerationWrite): Promise<GenerationRow> {
  const [row] = await db.insert(generations).values(values).returning();
  return row!;
}

export async function find(db: Executor, workspaceId: number, id: number): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(generations)
    .where(and(eq(generations.workspaceId, workspaceId), eq(generations.id, id)));
  return row;
}

export function list(db: Executor, workspaceId: number, query: GenerationListQuery): Promise<PageResult<GenerationRow>> {
  return paginate(db, query, {
    table: generations,
    where: and(eq(generations.workspaceId, workspaceId), query.status === undefined ? undefined : eq(generations.status, query.status)),
    orderColumns: { id: generations.id, created_at: generations.createdAt, status: generations.status },
    searchColumns: [generations.topic],
  });
}
