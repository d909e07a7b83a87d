import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Executor, values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The token row, locked so two uses of one token are decided one after the other. */
export function lockRefreshToken(tx: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .then((rows) => rows[0]);
}

export function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

export async function markRotated(db: Executor, id: number): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes one session family of a user (the family named by an access token). */
export async function revokeFamilyOf(db: Executor, userId: number, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere, or everywhere but one session family; returns the families ended. */
export async function revokeAllOfUser(db: Executor, userId: number, exceptFamilyId?: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}
