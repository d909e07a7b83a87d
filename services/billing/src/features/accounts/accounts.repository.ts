import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** Creates the workspace's billing account; an existing one is kept. Returns whether it was created. */
export async function insertIfMissing(db: Executor, values: { workspaceId: number; ownerUserId: number; ownerName: string; ownerEmail: string }): Promise<boolean> {
  const rows = await db.insert(accounts).values(values).onConflictDoNothing().returning({ workspaceId: accounts.workspaceId });
  return rows.length > 0;
}

export async function find(db: Executor, workspaceId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.workspaceId, workspaceId));
  return row;
}

export async function lock(db: Executor, workspaceId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.workspaceId, workspaceId)).for('update');
  return row;
}

export async function update(db: Executor, workspaceId: number, values: Partial<typeof accounts.$inferInsert>): Promise<void> {
  await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.workspaceId, workspaceId));
}

/** The next entitlements revision of a workspace (the row is locked until the transaction ends). */
export async function nextRevision(db: Executor, workspaceId: number): Promise<number> {
  const [row] = await db
    .update(accounts)
    .set({ entitlementsRevision: sql`${accounts.entitlementsRevision} + 1` })
    .where(eq(accounts.workspaceId, workspaceId))
    .returning({ revision: accounts.entitlementsRevision });
  if (!row) throw new Error(`no billing account for workspace ${workspaceId}`);
  return row.revision;
}
