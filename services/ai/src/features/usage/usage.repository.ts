import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AiUsageListQuery } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { aiEntitlements, usageMonths } from './usage.tables';

export type UsageRow = typeof usageMonths.$inferSelect;

/** What a workspace may do now (billing's last copy, or the sign-up trial), alone or several at once. */
export const { get: getEntitlements, getMany: getEntitlementsOf } = aiEntitlements;

/**
 * Counts one more generation in the month unless the allowance is used up, in one statement:
 * the row's lock makes concurrent requests at the edge take turns, and the condition is read
 * again on the row each one finds. Returns the count with this one, or null when it did not fit.
 */
export async function reserve(db: Executor, workspaceId: number, month: string, allowance: number | null): Promise<number | null> {
  if (allowance !== null && allowance <= 0) return null;
  const rows = await db
    .insert(usageMonths)
    .values({ workspaceId, month, requests: 1 })
    .onConflictDoUpdate({
      target: [usageMonths.month, usageMonths.workspaceId],
      set: { requests: sql`${usageMonths.requests} + 1`, updatedAt: sql`now()` },
      ...(allowance === null ? {} : { setWhere: sql`${usageMonths.requests} < ${allowance}` }),
    })
    .returning({ requests: usageMonths.requests });
  return rows[0]?.requests ?? null;
}

/** Gives back a generation counted by `reserve` whose call delivered nothing (failed calls cost nothing). */
export async function release(db: Executor, workspaceId: number, month: string): Promise<void> {
  await db
    .update(usageMonths)
    .set({ requests: sql`greatest(${usageMonths.requests} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(usageMonths.workspaceId, workspaceId), eq(usageMonths.month, month)));
}

/** Adds a generation's tokens to the month it was counted in. */
export async function addTokens(db: Executor, workspaceId: number, month: string, tokensIn: number, tokensOut: number): Promise<void> {
  await db
    .update(usageMonths)
    .set({ tokensIn: sql`${usageMonths.tokensIn} + ${tokensIn}`, tokensOut: sql`${usageMonths.tokensOut} + ${tokensOut}`, updatedAt: sql`now()` })
    .where(and(eq(usageMonths.workspaceId, workspaceId), eq(usageMonths.month, month)));
}

export async function find(db: Executor, workspaceId: number, month: string): Promise<UsageRow | undefined> {
  const [row] = await db
    .select()
    .from(usageMonths)
    .where(and(eq(usageMonths.workspaceId, workspaceId), eq(usageMonths.month, month)));
  return row;
}

const ORDER = { id: usageMonths.workspaceId, used: usageMonths.requests, tokens_in: usageMonths.tokensIn, tokens_out: usageMonths.tokensOut } as const;

/** Every workspace's use in `month` (search: a workspace id). */
export async function listMonth(db: Executor, month: string, query: AiUsageListQuery): Promise<{ rows: UsageRow[]; total: number }> {
  const search = query.search?.trim();
  const searched = search ? (/^\d{1,10}$/.test(search) ? eq(usageMonths.workspaceId, Number(search)) : sql`false`) : undefined;
  const where = and(eq(usageMonths.month, month), searched);
  const direction = query.order === 'desc' ? desc : asc;
  const column = ORDER[query.orderBy as keyof typeof ORDER] ?? usageMonths.workspaceId;
  const page = db.select().from(usageMonths).where(where).orderBy(direction(column), direction(usageMonths.workspaceId)).$dynamic();
  const [rows, counted] = await Promise.all([
    query.pagination ? page.limit(query.limit).offset(query.page * query.limit) : page,
    db.select({ total: count() }).from(usageMonths).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
