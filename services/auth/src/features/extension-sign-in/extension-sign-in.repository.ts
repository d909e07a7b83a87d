import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { extensionCodes } from './extension-sign-in.tables';

export type ExtensionCodeRow = typeof extensionCodes.$inferSelect;

export async function insertCode(db: Executor, values: { code: string; deviceSecretHash: string; deviceName: string; expiresAt: Date }): Promise<ExtensionCodeRow> {
  const [row] = await db.insert(extensionCodes).values(values).returning();
  if (!row) throw new Error('insert returned no extension code');
  return row;
}

/** Codes past their expiry are of no use to anyone: dropped when new ones are made. */
export async function deleteExpired(db: Executor, before: Date): Promise<void> {
  await db.delete(extensionCodes).where(lt(extensionCodes.expiresAt, before));
}

/** The code row by its device secret, locked so two polls are decided one after the other. */
export function lockBySecret(tx: Executor, deviceSecretHash: string): Promise<ExtensionCodeRow | undefined> {
  return tx
    .select()
    .from(extensionCodes)
    .where(eq(extensionCodes.deviceSecretHash, deviceSecretHash))
    .for('update')
    .then((rows) => rows[0]);
}

/** A code still waiting, not expired, and open to this user: unclaimed, or claimed by them. */
const openTo = (code: string, userId: number, now: Date) =>
  and(eq(extensionCodes.code, code), eq(extensionCodes.status, 'pending'), gt(extensionCodes.expiresAt, now), or(isNull(extensionCodes.claimedBy), eq(extensionCodes.claimedBy, userId)));

/**
 * The waiting code as the user opens it: the first signed-in person to open it claims it, and
 * it is theirs alone to approve or deny from then on. Undefined when it is not waiting, or is
 * someone else's.
 */
export async function claimPending(db: Executor, code: string, userId: number, now: Date): Promise<ExtensionCodeRow | undefined> {
  const rows = await db.update(extensionCodes).set({ claimedBy: userId }).where(openTo(code, userId, now)).returning();
  return rows[0];
}

/** Moves a waiting code open to this user to approved or denied; false otherwise. */
export async function decide(db: Executor, code: string, userId: number, status: 'approved' | 'denied', now: Date): Promise<boolean> {
  const rows = await db
    .update(extensionCodes)
    .set({ status, userId, claimedBy: userId, decidedAt: now })
    .where(openTo(code, userId, now))
    .returning({ id: extensionCodes.id });
  return rows.length > 0;
}

export async function update(db: Executor, id: number, values: Partial<Pick<ExtensionCodeRow, 'status' | 'lastPolledAt'>>): Promise<void> {
  await db.update(extensionCodes).set(values).where(eq(extensionCodes.id, id));
}
