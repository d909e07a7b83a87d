import { and, asc, arrayContains, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { RecipientListQuery } from '@cadence/contracts';
import { recipients } from '../../db/schema';

export type RecipientRow = typeof recipients.$inferSelect;

/** Who a send addresses: one active user, the active users holding a plan, or all of them. */
export type AudienceFilter = { kind: 'user'; userId: number } | { kind: 'plan'; plan: string } | { kind: 'all' };

function audienceWhere(filter: AudienceFilter): SQL | undefined {
  const active = eq(recipients.status, 'active');
  if (filter.kind === 'user') return and(active, eq(recipients.id, filter.userId));
  if (filter.kind === 'plan') return and(active, arrayContains(recipients.plans, [filter.plan]));
  return active;
}

/**
 * Applies what auth.user.registered says. A newer event already applied wins: the row keeps
 * its fields when this one happened earlier.
 */
export async function upsertRegistered(
  db: Executor,
  values: { id: number; name: string; email: string; locale: string; occurredAt: Date },
): Promise<RecipientRow | undefined> {
  const [row] = await db
    .insert(recipients)
    .values({ id: values.id, name: values.name, email: values.email.toLowerCase(), locale: values.locale, sourceAt: values.occurredAt })
    .onConflictDoUpdate({
      target: recipients.id,
      set: { name: values.name, email: values.email.toLowerCase(), locale: values.locale, sourceAt: values.occurredAt },
      setWhere: sql`${recipients.sourceAt} <= ${values.occurredAt.toISOString()}`,
    })
    .returning();
  return row;
}

/** Applies what auth.user.updated says (every field), unless a newer event was applied. */
export async function upsertUpdated(
  db: Executor,
  values: { id: number; name: string; email: string; locale: string; status: string; plans: string[]; occurredAt: Date },
): Promise<void> {
  const fields = {
    name: values.name,
    email: values.email.toLowerCase(),
    locale: values.locale,
    status: values.status,
    plans: values.plans,
    sourceAt: values.occurredAt,
  };
  await db
    .insert(recipients)
    .values({ id: values.id, ...fields })
    .onConflictDoUpdate({ target: recipients.id, set: fields, setWhere: sql`${recipients.sourceAt} <= ${values.occurredAt.toISOString()}` });
}

export async function findById(db: Executor, id: number): Promise<RecipientRow | undefined> {
  const [row] = await db.select().from(recipients).where(eq(recipients.id, id));
  return row;
}

/** The active users among `ids` (a banned or unknown user is told nothing). */
export async function findActiveByIds(db: Executor, ids: readonly number[]): Promise<RecipientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(recipients)
    .where(and(inArray(recipients.id, [...new Set(ids)]), eq(recipients.status, 'active')));
}

export async function findActiveByEmail(db: Executor, email: string): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select()
    .from(recipients)
    .where(and(eq(recipients.email, email.toLowerCase()), eq(recipients.status, 'active')));
  return row;
}

export function findManyByIds(db: Executor, ids: number[]): Promise<RecipientRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(recipients).where(inArray(recipients.id, ids));
}

/** The next `limit` recipients of an audience after `afterId`, in id order (keyset pagination). */
export function nextBatch(db: Executor, filter: AudienceFilter, afterId: number, limit: number): Promise<RecipientRow[]> {
  return db
    .select()
    .from(recipients)
    .where(and(audienceWhere(filter), gt(recipients.id, afterId)))
    .orderBy(asc(recipients.id))
    .limit(limit);
}

export async function countAudience(db: Executor, filter: AudienceFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(recipients).where(audienceWhere(filter));
  return row?.total ?? 0;
}

/** Active users per plan they hold. */
export function countByPlan(db: Executor): Promise<{ name: string; users: number }[]> {
  const plan = sql<string>`unnest(${recipients.plans})`;
  return db
    .select({ name: plan.as('name'), users: count() })
    .from(recipients)
    .where(eq(recipients.status, 'active'))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export function searchActive(db: Executor, query: RecipientListQuery): Promise<PageResult<RecipientRow>> {
  return paginate(db, query, {
    table: recipients,
    where: eq(recipients.status, 'active'),
    orderColumns: { id: recipients.id, name: recipients.name, email: recipients.email },
    searchColumns: [recipients.name, recipients.email],
  });
}
