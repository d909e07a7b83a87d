import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PromptCategoryListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { promptTemplateCategories, promptTemplates } from '../templates/templates.tables';
import { promptCategories } from './categories.tables';

export type CategoryRow = typeof promptCategories.$inferSelect;
export type CategoryWrite = Pick<typeof promptCategories.$inferInsert, 'workspaceId' | 'name' | 'description' | 'icon'>;

export function list(db: Executor, scopes: number[], query: PromptCategoryListQuery): Promise<PageResult<CategoryRow>> {
  const visible = query.scope === undefined ? scopes : scopes.filter((scope) => (query.scope === 'global' ? scope === 0 : scope !== 0));
  return paginate(db, query, {
    table: promptCategories,
    where: inArray(promptCategories.workspaceId, visible.length > 0 ? visible : [-1]),
    orderColumns: { id: promptCategories.id, name: promptCategories.name, created_at: promptCategories.createdAt },
    searchColumns: [promptCategories.name, promptCategories.description],
  });
}

/** How many templates of `scopes` each category holds. */
export async function templateCounts(db: Executor, categoryIds: number[], scopes: number[]): Promise<Map<number, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: promptTemplateCategories.categoryId, templates: count() })
    .from(promptTemplateCategories)
    .innerJoin(promptTemplates, eq(promptTemplates.id, promptTemplateCategories.templateId))
    .where(and(inArray(promptTemplateCategories.categoryId, categoryIds), inArray(promptTemplates.workspaceId, scopes)))
    .groupBy(promptTemplateCategories.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.templates]));
}

export async function find(db: Executor, scopes: number[], id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(promptCategories)
    .where(and(eq(promptCategories.id, id), inArray(promptCategories.workspaceId, scopes)));
  return row;
}

export async function findMany(db: Executor, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(promptCategories).where(inArray(promptCategories.id, ids));
}

export async function insert(db: Executor, values: CategoryWrite): Promise<CategoryRow> {
  const [row] = await db.insert(promptCategories).values(values).returning();
  return row!;
}

export async function update(db: Executor, id: number, values: Omit<CategoryWrite, 'workspaceId'>): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(promptCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(promptCategories.id, id))
    .returning();
  return row;
}

export async function remove(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(promptCategories).where(eq(promptCategories.id, id)).returning({ id: promptCategories.id });
  return rows.length > 0;
}
