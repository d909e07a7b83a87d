import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { paginate, type Executor } from '@cadence/db';
import type { CouponListQuery } from '@cadence/contracts';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export function list(db: Executor, query: CouponListQuery) {
  return paginate(db, query, {
    table: coupons,
    where: and(query.status === undefined ? undefined : eq(coupons.status, query.status), query.discount_type ? eq(coupons.discountType, query.discount_type) : undefined),
    orderColumns: {
      id: coupons.id,
      code: coupons.code,
      discount_value: coupons.discountValue,
      usage_count: coupons.usageCount,
      expiration_date: coupons.expirationDate,
      created: coupons.createdAt,
    },
    searchColumns: [coupons.code],
  });
}

export async function find(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function findByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row;
}

export async function codeTaken(db: Executor, code: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code.toUpperCase()), exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`));
  return rows.length > 0;
}

export async function insert(db: Executor, values: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('insert returned no coupon');
  return row;
}

export async function update(db: Executor, id: number, values: Partial<NewCoupon>): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function remove(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Takes one use of a coupon in a single conditional statement: it counts only while the
 * coupon is on, unexpired and below max_usage, so concurrent redemptions never exceed it.
 */
export async function redeem(db: Executor, id: number, now: Date): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1`, updatedAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.status, true), lt(coupons.usageCount, coupons.maxUsage), or(isNull(coupons.expirationDate), gt(coupons.expirationDate, now))))
    .returning();
  return row;
}
