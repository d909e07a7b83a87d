import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { paginate, type Executor } from '@cadence/db';
import type { OwnPaymentListQuery, PaymentListQuery, ReportPeriod } from '@cadence/contracts';
import { payments, plans } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

const orderColumns = { id: payments.id, amount_paid: payments.amountPaid, status: payments.status, created: payments.createdAt };

export function list(db: Executor, query: PaymentListQuery) {
  return paginate(db, query, {
    table: payments,
    where: and(
      query.status ? eq(payments.status, query.status) : undefined,
      query.payment_method ? eq(payments.paymentMethod, query.payment_method) : undefined,
      query.workspaceId ? eq(payments.workspaceId, query.workspaceId) : undefined,
    ),
    orderColumns,
    searchColumns: [payments.failedReason, payments.currency],
  });
}

export function listForWorkspace(db: Executor, workspaceId: number, query: OwnPaymentListQuery) {
  return paginate(db, query, {
    table: payments,
    where: and(eq(payments.workspaceId, workspaceId), query.status ? eq(payments.status, query.status) : undefined),
    orderColumns: { id: payments.id, amount_paid: payments.amountPaid, created: payments.createdAt },
  });
}

/** Records a provider charge once: a repeat of the same provider reference inserts nothing and returns undefined. */
export async function insertOnce(db: Executor, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.providerRef }).returning();
  return row;
}

export async function findByRef(db: Executor, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row;
}

export async function update(db: Executor, id: number, values: Partial<NewPayment>): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

export async function find(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Marks a settled payment refunded; a payment refunded already (or not settled) changes nothing and returns undefined. */
export async function markRefunded(db: Executor, where: { id: number } | { providerRef: string }, refundedBy: number | null, at: Date): Promise<PaymentRow | undefined> {
  const match = 'id' in where ? eq(payments.id, where.id) : eq(payments.providerRef, where.providerRef);
  const [row] = await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: at, refundedBy, updatedAt: new Date() })
    .where(and(match, eq(payments.status, 'active')))
    .returning();
  return row;
}

/** Names the staff member who refunded a payment whose refund was recorded without one (the provider's notice came first). */
export async function nameRefunder(db: Executor, id: number, refundedBy: number): Promise<void> {
  await db
    .update(payments)
    .set({ refundedBy, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'refunded'), isNull(payments.refundedBy)));
}

const PERIOD_UNITS: Record<ReportPeriod, string> = { day: 'day', week: 'week', month: 'month' };

/** Settled payments in [from, to) by UTC period (weeks start on Monday), plan and method. */
export async function report(db: Executor, period: ReportPeriod, from: Date, to: Date) {
  // The unit is inlined (from a closed list), so the grouped expression and the selected one are the same text.
  const unit = sql.raw(`'${PERIOD_UNITS[period]}'`);
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${payments.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const planName = sql<string>`coalesce(${plans.name}, 'Unknown')`;
  return db
    .select({
      period: bucket,
      plan: planName,
      method: payments.paymentMethod,
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${payments.amountPaid})::int`,
    })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.status, 'active'), gte(payments.createdAt, from), lt(payments.createdAt, to)))
    .groupBy(bucket, planName, payments.paymentMethod, payments.currency)
    .orderBy(bucket, planName, payments.paymentMethod);
}

export async function plansOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof plans.$inferSelect>();
  const rows = await db.select().from(plans).where(sql`${plans.id} in ${ids}`);
  return new Map(rows.map((row) => [row.id, row]));
}
