import { and, eq, gt, lt } from 'drizzle-orm';
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

/** A code still waiting and not expired. */
export function findPending(db: Executor, code: string, now: Date): Promise<ExtensionCodeRow | undefined> {
  return db
    .select()
    .from(extensionCodes)
    .where(and(eq(extensionCodes.code, code), eq(extensionCodes.status, 'pending'), gt(extensionCodes.expiresAt, now)))
    .then((rows) => rows[0]);
}

/** Moves a waiting code to approved or denied; false when it was no longer waiting. */
export async function decide(db: Executor, code: string, userId: number, status: 'approved' | 'denied', now: Date): Promise<boolean> {
  const rows = await db
    .update(extensionCodes)
    .set({ status, userId, decidedAt: now })
    .where(and(eq(extensionCodes.code, code), eq(extensionCodes.status, 'pending'), gt(extensionCodes.expiresAt, now)))
    .returning({ id: extensionCodes.id });
  return rows.length > 0;
}

export async function update(db: Executor, id: number, values: Partial<Pick<ExtensionCodeRow, 'status' | 'lastPolledAt'>>): Promise<void> {
  await db.update(extensionCodes).set(values).where(eq(extensionCodes.id, id));
}
