import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { workspaceApprovers } from './approvals.tables';

/** Remembers that `userId` acts as an approver in `workspaceId`. */
export async function rememberApprover(db: Executor, workspaceId: number, userId: number): Promise<void> {
  await db
    .insert(workspaceApprovers)
    .values({ workspaceId, userId })
    .onConflictDoUpdate({ target: [workspaceApprovers.workspaceId, workspaceApprovers.userId], set: { seenAt: sql`now()` } });
}

export async function approversOf(db: Executor, workspaceId: number): Promise<number[]> {
  const rows = await db.select({ userId: workspaceApprovers.userId }).from(workspaceApprovers).where(eq(workspaceApprovers.workspaceId, workspaceId));
  return rows.map((row) => row.userId);
}
