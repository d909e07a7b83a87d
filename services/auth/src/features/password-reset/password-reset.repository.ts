import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { passwordResets } from '../../db/schema';

export async function insertReset(db: Executor, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks the token used and returns its owner, only if it is unused and not expired (single use, even when raced). */
export async function consumeReset(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return row.userId;
}

/** Any other reset link of the user stops working once the password is changed. */
export async function retireResets(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
