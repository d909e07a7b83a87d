import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export interface AccountChange {
  accountId: number;
  workspaceId: number;
  network: string;
  name: string;
  status: AccountRow['status'];
  message: string | null;
  at: Date;
}

/** Records an account's state unless a later event already did. */
export async function applyChange(db: Executor, change: AccountChange): Promise<void> {
  await db
    .insert(accounts)
    .values({ ...change, connectedAt: change.at, changedAt: change.at })
    .onConflictDoUpdate({
      target: accounts.accountId,
      set: {
        workspaceId: change.workspaceId,
        network: change.network,
        name: change.name,
        status: change.status,
        message: change.message,
        changedAt: change.at,
        ...(change.status === 'connected' ? { connectedAt: change.at } : {}),
      },
      setWhere: sql`${accounts.changedAt} <= ${change.at.toISOString()}::timestamptz`,
    });
}

/** The workspace's accounts (every state: a disconnected account's history still counts). */
export async function listOf(db: Executor, workspaceId: number): Promise<AccountRow[]> {
  return db.select().from(accounts).where(eq(accounts.workspaceId, workspaceId)).orderBy(asc(accounts.network), asc(accounts.name), asc(accounts.accountId));
}

/** The ids among `ids` that belong to the workspace. */
export async function ownedIds(db: Executor, workspaceId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: accounts.accountId }).from(accounts).where(and(eq(accounts.workspaceId, workspaceId), inArray(accounts.accountId, [...ids])));
  return rows.map((row) => row.id);
}
