import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { checkouts, coupons } from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;

export async function insert(db: Executor, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  if (!row) throw new Error('insert returned no checkout');
  return row;
}

export async function findForWorkspace(db: Executor, id: string, workspaceId: number): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.workspaceId, workspaceId)));
  return row;
}

export async function lock(db: Executor, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export async function lockByProviderRef(db: Executor, providerRef: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerRef, providerRef)).for('update');
  return row;
}

export async function update(db: Executor, id: string, values: Partial<NewCheckout>): Promise<void> {
  await db
    .update(checkouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checkouts.id, id));
}

/** Gives back the use a checkout that did not complete had taken of its coupon. */
export async function releaseCoupon(db: Executor, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.usageCount, 0)));
}
