import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { PromptTemplateListQuery } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { promptCategories } from '../categories/categories.tables';
import { promptTemplateCategories, promptTemplates } from './templates.tables';

export type TemplateRow = typeof promptTemplates.$inferSelect;
export type TemplateWrite = Pick<typeof promptTemplates.$inferInsert, 'workspaceId' | 'title' | 'status' | 'prompt'>;
export interface TemplateCategory {
  id: number;
  name: string;
  icon: (typeof promptCategories.$inferSelect)['icon'];
}

export function list(db: Executor, scopes: number[], query: PromptTemplateListQuery): Promise<PageResult<TemplateRow>> {
  const visible = query.scope === undefined ? scopes : scopes.filter((scope) => (query.scope === 'global' ? scope === 0 : scope !== 0));
  const inCategory =
    query.category_id === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(promptTemplateCategories)
            .where(and(eq(promptTemplateCategories.templateId, promptTemplates.id), eq(promptTemplateCategories.categoryId, query.category_id))),
        );
  return paginate(db, query, {
    table: promptTemplates,
    where: and(
      inArray(promptTemplates.workspaceId, visible.length > 0 ? visible : [-1]),
      query.status === undefined ? undefined : eq(promptTemplates.status, query.status),
      inCategory,
    ),
    orderColumns: { id: promptTemplates.id, title: promptTemplates.title, created_at: promptTemplates.createdAt, updated_at: promptTemplates.updatedAt },
    searchColumns: [promptTemplates.title, promptTemplates.prompt],
  });
}

/** The categories of each template, by name. */
export async function categoriesOf(db: Executor, templateIds: number[]): Promise<Map<number, TemplateCategory[]>> {
  const byTemplate = new Map<number, TemplateCategory[]>(templateIds.map((id) => [id, []]));
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({ templateId: promptTemplateCategories.templateId, id: promptCategories.id, name: promptCategories.name, icon: promptCategories.icon })
    .from(promptTemplateCategories)
    .innerJoin(promptCategories, eq(promptCategories.id, promptTemplateCategories.categoryId))
    .where(inArray(promptTemplateCategories.templateId, templateIds))
    .orderBy(promptCategories.name, promptCategories.id);
  for (const { templateId, ...category } of rows) byTemplate.get(templateId)?.push(category);
  return byTemplate;
}

export async function find(db: Executor, scopes: number[], id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, id), inArray(promptTemplates.workspaceId, scopes)));
  return row;
}

export async function insert(db: Executor, values: TemplateWrite): Promise<TemplateRow> {
  const [row] = await db.insert(promptTemplates).values(values).returning();
  return row!;
}

export async function update(db: Executor, id: number, values: Omit<TemplateWrite, 'workspaceId'>): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(promptTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(promptTemplates.id, id))
    .returning();
  return row;
}

export async function setCategories(db: Executor, templateId: number, categoryIds: number[]): Promise<void> {
  await db.delete(promptTemplateCategories).where(eq(promptTemplateCategories.templateId, templateId));
  if (categoryIds.length > 0) await db.insert(promptTemplateCategories).values(categoryIds.map((categoryId) => ({ templateId, categoryId })));
}

export async function remove(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(promptTemplates).where(eq(promptTemplates.id, id)).returning({ id: promptTemplates.id });
  return rows.length > 0;
}
