import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { CreatorApplicationListQuery, CreatorListQuery, CreatorStatus } from '@cadence/contracts';
import { creators } from './creators.tables';

export type CreatorRow = typeof creators.$inferSelect;

/**
 * Inserts the application; a refused one of the same user is replaced by it and waits for staff
 * again (its decision cleared). Undefined when the user's application is pending or approved.
 */
export async function insertOrResubmit(db: Executor, values: typeof creators.$inferInsert): Promise<CreatorRow | undefined> {
  const [row] = await db
    .insert(creators)
    .values(values)
    .onConflictDoUpdate({
      target: creators.userId,
      set: {
        displayName: sql`excluded.display_name`,
        bio: sql`excluded.bio`,
        networks: sql`excluded.networks`,
        portfolio: sql`excluded.portfolio`,
        rates: sql`excluded.rates`,
        languages: sql`excluded.languages`,
        status: 'pending',
        decisionNote: null,
        decidedBy: null,
        decidedAt: null,
        createdAt: sql`now()`,
      },
      setWhere: eq(creators.status, 'refused'),
    })
    .returning();
  return row;
}

export async function findByUser(db: Executor, userId: number): Promise<CreatorRow | undefined> {
  const [row] = await db.select().from(creators).where(eq(creators.userId, userId));
  return row;
}

export async function find(db: Executor, id: number): Promise<CreatorRow | undefined> {
  const [row] = await db.select().from(creators).where(eq(creators.id, id));
  return row;
}

export async function findApproved(db: Executor, id: number): Promise<CreatorRow | undefined> {
  const [row] = await db
    .select()
    .from(creators)
    .where(and(eq(creators.id, id), eq(creators.status, 'approved')));
  return row;
}

/** Decides a pending application; undefined when it is no longer pending. */
export async function decide(db: Executor, id: number, values: { status: Exclude<CreatorStatus, 'pending'>; note: string; by: number }): Promise<CreatorRow | undefined> {
  const [row] = await db
    .update(creators)
    .set({ status: values.status, decisionNote: values.note, decidedBy: values.by, decidedAt: sql`now()` })
    .where(and(eq(creators.id, id), eq(creators.status, 'pending')))
    .returning();
  return row;
}

const orderColumns = { id: creators.id, display_name: creators.displayName, created_at: creators.createdAt };

export function listApproved(db: Executor, query: CreatorListQuery): Promise<PageResult<CreatorRow>> {
  return paginate(db, query, {
    table: creators,
    where: and(
      eq(creators.status, 'approved'),
      query.network ? arrayContains(creators.networks, [query.network]) : undefined,
      query.language ? arrayContains(creators.languages, [query.language]) : undefined,
    ),
    orderColumns,
    searchColumns: [creators.displayName, creators.bio],
  });
}

export function listApplications(db: Executor, query: CreatorApplicationListQuery): Promise<PageResult<CreatorRow>> {
  return paginate(db, query, {
    table: creators,
    where: query.status ? eq(creators.status, query.status) : undefined,
    orderColumns,
    searchColumns: [creators.displayName, creators.bio],
  });
}
