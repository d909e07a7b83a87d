import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { emailVerifications } from '../../db/schema';

export type VerificationRow = typeof emailVerifications.$inferSelect;

/** A new verification replaces any still open for the user. */
export async function replaceVerification(db: Executor, values: { userId: number; codeHash: string; linkTokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, values.userId), isNull(emailVerifications.usedAt)));
  await db.insert(emailVerifications).values(values);
}

/** The user's open verification, locked so concurrent tries are counted one by one. */
export function lockOpenVerification(tx: Executor, userId: number): Promise<VerificationRow | undefined> {
  return tx
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    .orderBy(desc(emailVerifications.id))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export function lockByLinkToken(tx: Executor, linkTokenHash: string): Promise<VerificationRow | undefined> {
  return tx
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.linkTokenHash, linkTokenHash))
    .for('update')
    .then((rows) => rows[0]);
}

export async function countFailedTry(db: Executor, id: number, attempts: number, burn: boolean): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ attempts, ...(burn ? { usedAt: new Date() } : {}) })
    .where(eq(emailVerifications.id, id));
}

export async function markUsed(db: Executor, id: number): Promise<void> {
  await db.update(emailVerifications).set({ usedAt: new Date() }).where(eq(emailVerifications.id, id));
}
