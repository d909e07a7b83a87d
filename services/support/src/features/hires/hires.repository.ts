import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { HireListQuery, HireStatus } from '@cadence/contracts';
import { creators } from '../creators/creators.tables';
import { hires } from './hires.tables';

export type HireRow = typeof hires.$inferSelect;

export async function insert(db: Executor, values: typeof hires.$inferInsert): Promise<HireRow> {
  const [row] = await db.insert(hires).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Serialises requests from one workspace to one creator until the transaction ends. */
export async function lockPair(tx: Executor, workspaceId: number, creatorId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support.hires'), hashtext(${`${workspaceId}:${creatorId}`}))`);
}

/** Whether the workspace has a request to the creator still waiting for an answer. */
export async function hasPending(db: Executor, workspaceId: number, creatorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hires.id })
    .from(hires)
    .where(and(eq(hires.workspaceId, workspaceId), eq(hires.creatorId, creatorId), eq(hires.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** A hire the caller is a party to: the client's workspace, or the creator themselves. */
export async function findForParty(db: Executor, id: number, party: { workspaceId: number | null; userId: number }): Promise<HireRow | undefined> {
  const [row] = await db
    .select()
    .from(hires)
    .where(and(eq(hires.id, id), or(eq(hires.creatorUserId, party.userId), party.workspaceId === null ? undefined : eq(hires.workspaceId, party.workspaceId))));
  return row;
}

export async function findForCreator(db: Executor, id: number, creatorUserId: number): Promise<HireRow | undefined> {
  const [row] = await db
    .select()
    .from(hires)
    .where(and(eq(hires.id, id), eq(hires.creatorUserId, creatorUserId)));
  return row;
}

/** Moves a hire from one status to another; undefined when it was no longer in `from` (a concurrent change). */
export async function transition(db: Executor, id: number, from: HireStatus, to: HireStatus, extra: { endedBy?: number } = {}): Promise<HireRow | undefined> {
  const [row] = await db
    .update(hires)
    .set({
      status: to,
      ...(to === 'accepted' ? { acceptedAt: sql`now()` } : {}),
      ...(to === 'ended' || to === 'declined' ? { endedAt: sql`now()` } : {}),
      ...(extra.endedBy === undefined ? {} : { endedBy: extra.endedBy }),
    })
    .where(and(eq(hires.id, id), eq(hires.status, from)))
    .returning();
  return row;
}

const orderColumns = { id: hires.id, created_at: hires.createdAt, starts_on: hires.startsOn };

export function listOfWorkspace(db: Executor, workspaceId: number, query: HireListQuery): Promise<PageResult<HireRow>> {
  return paginate(db, query, {
    table: hires,
    where: and(eq(hires.workspaceId, workspaceId), query.status ? eq(hires.status, query.status) : undefined),
    orderColumns,
    searchColumns: [hires.brief],
  });
}

export function listOfCreator(db: Executor, creatorUserId: number, query: HireListQuery): Promise<PageResult<HireRow>> {
  return paginate(db, query, {
    table: hires,
    where: and(eq(hires.creatorUserId, creatorUserId), query.status ? eq(hires.status, query.status) : undefined),
    orderColumns,
    searchColumns: [hires.brief],
  });
}

export async function creatorNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: creators.id, name: creators.displayName }).from(creators).where(inArray(creators.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
