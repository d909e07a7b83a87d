import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { paginate, type Executor } from '@cadence/db';
import type { PlanKey, PlanListQuery } from '@cadence/contracts';
import { plans, subscriptions } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;

export function list(db: Executor, query: PlanListQuery) {
  return paginate(db, query, {
    table: plans,
    where: query.status ? eq(plans.status, query.status) : undefined,
    orderColumns: { id: plans.id, name: plans.name, price_monthly: plans.priceMonthly, price_annually: plans.priceAnnually, created: plans.createdAt },
    searchColumns: [plans.name],
  });
}

export function listActive(db: Executor): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.status, 'active')).orderBy(asc(plans.priceMonthly), asc(plans.id));
}

export async function find(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

/** The plan and interval a PayPal billing plan stands for. */
export async function findByPaypalPlan(db: Executor, paypalPlanId: string): Promise<{ plan: PlanRow; interval: 'monthly' | 'annual' } | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(sql`${plans.paypalMonthlyPlanId} = ${paypalPlanId} or ${plans.paypalAnnualPlanId} = ${paypalPlanId}`);
  if (!plan) return undefined;
  return { plan, interval: plan.paypalMonthlyPlanId === paypalPlanId ? 'monthly' : 'annual' };
}

export async function lock(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row;
}

export async function nameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(sql`lower(${plans.name}) = lower(${name})`, exceptId === undefined ? undefined : sql`${plans.id} <> ${exceptId}`));
  return rows.length > 0;
}

export async function insert(db: Executor, values: NewPlan): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('insert returned no plan');
  return row;
}

export async function update(db: Executor, id: number, values: Partial<NewPlan>): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  return row;
}

export async function remove(db: Executor, id: number): Promise<void> {
  await db.delete(plans).where(eq(plans.id, id));
}

/** Subscriptions per plan (current or scheduled), for the list and the delete guard. */
export async function subscriptionCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.planId, ids))
    .groupBy(subscriptions.planId);
  const scheduled = await db
    .select({ planId: subscriptions.scheduledPlanId, total: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.scheduledPlanId, ids))
    .groupBy(subscriptions.scheduledPlanId);
  const counts = new Map<number, number>();
  for (const row of [...rows, ...scheduled]) if (row.planId !== null) counts.set(row.planId, (counts.get(row.planId) ?? 0) + row.total);
  return counts;
}

/** The workspaces whose subscription is on plan `id` (their entitlements follow the plan's changes). */
export async function workspacesOn(db: Executor, id: number): Promise<number[]> {
  const rows = await db.select({ workspaceId: subscriptions.workspaceId }).from(subscriptions).where(eq(subscriptions.planId, id));
  return rows.map((row) => row.workspaceId);
}

/** The plan on sale for a tier (the first made, should staff have made more of one tier). */
export async function activeByKey(db: Executor, key: PlanKey): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(and(eq(plans.key, key), eq(plans.status, 'active'))).orderBy(asc(plans.id)).limit(1);
  return row;
}
