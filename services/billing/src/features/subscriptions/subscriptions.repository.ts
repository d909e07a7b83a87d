import { and, eq, isNotNull, lte, or, inArray } from 'drizzle-orm';
import { paginate, type Executor } from '@cadence/db';
import type { ClientListQuery, SubscriptionListQuery } from '@cadence/contracts';
import { accounts, plans, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type PlanRow = typeof plans.$inferSelect;

export async function find(db: Executor, workspaceId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
  return row;
}

export async function lock(db: Executor, workspaceId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)).for('update');
  return row;
}

export async function lockByProviderRef(db: Executor, providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row;
}

export async function findWithPlan(db: Executor, workspaceId: number): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
  const [row] = await db.select({ subscription: subscriptions, plan: plans }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.workspaceId, workspaceId));
  return row;
}

/** The workspace's subscription, replaced whole (a new checkout after a cancellation starts afresh). */
export async function upsert(db: Executor, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.workspaceId, set: { ...values, createdAt: new Date(), updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no subscription');
  return row;
}

export async function update(db: Executor, id: number, values: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** Subscriptions whose period ended with something to apply: a scheduled change, a cancellation, a trial end. */
export async function dueIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ workspaceId: subscriptions.workspaceId })
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.currentPeriodEnd),
        lte(subscriptions.currentPeriodEnd, now),
        or(inArray(subscriptions.scheduledKind, ['downgrade', 'cancel']), eq(subscriptions.status, 'cancelled'), and(eq(subscriptions.status, 'trial'), eq(subscriptions.provider, 'trial'))),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.workspaceId);
}

export async function plansById(db: Executor, ids: number[]): Promise<Map<number, PlanRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(plans).where(inArray(plans.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export function listAll(db: Executor, query: SubscriptionListQuery) {
  return paginate(db, query, {
    table: subscriptions,
    where: and(query.status ? eq(subscriptions.status, query.status) : undefined, query.workspaceId ? eq(subscriptions.workspaceId, query.workspaceId) : undefined),
    orderColumns: {
      id: subscriptions.id,
      plan: subscriptions.planId,
      amount: subscriptions.amount,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      created: subscriptions.createdAt,
    },
  });
}

export function listClients(db: Executor, query: ClientListQuery) {
  return paginate(db, query, {
    table: accounts,
    where: query.status ? inArray(accounts.workspaceId, db.select({ id: subscriptions.workspaceId }).from(subscriptions).where(eq(subscriptions.status, query.status))) : undefined,
    orderColumns: { id: accounts.workspaceId, name: accounts.ownerName, email: accounts.ownerEmail, created: accounts.createdAt },
    searchColumns: [accounts.ownerName, accounts.ownerEmail],
  });
}

export async function subscriptionsOf(db: Executor, workspaceIds: number[]): Promise<Map<number, SubscriptionRow>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db.select().from(subscriptions).where(inArray(subscriptions.workspaceId, workspaceIds));
  return new Map(rows.map((row) => [row.workspaceId, row]));
}

export async function accountsOf(db: Executor, workspaceIds: number[]) {
  if (workspaceIds.length === 0) return new Map<number, typeof accounts.$inferSelect>();
  const rows = await db.select().from(accounts).where(inArray(accounts.workspaceId, workspaceIds));
  return new Map(rows.map((row) => [row.workspaceId, row]));
}
