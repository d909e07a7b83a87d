import { eq, inArray, sql } from 'drizzle-orm';
import { entitlementsOf, type Entitlements } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { workspaceEntitlements } from './entitlements.tables';

/**
 * What a workspace may do now: the last copy billing sent, or a new workspace's trial on
 * Traction's limits while billing has said nothing yet.
 */
export async function getEntitlements(db: Executor, workspaceId: number): Promise<Entitlements> {
  const [row] = await db.select({ entitlements: workspaceEntitlements.entitlements }).from(workspaceEntitlements).where(eq(workspaceEntitlements.workspaceId, workspaceId));
  return row?.entitlements ?? entitlementsOf(workspaceId, 'traction', 'trial');
}

/** `getEntitlements` for several workspaces in one query. */
export async function getEntitlementsOf(db: Executor, workspaceIds: readonly number[]): Promise<Map<number, Entitlements>> {
  const unique = [...new Set(workspaceIds)];
  const rows = unique.length === 0 ? [] : await db.select().from(workspaceEntitlements).where(inArray(workspaceEntitlements.workspaceId, unique));
  const stored = new Map(rows.map((row) => [row.workspaceId, row.entitlements]));
  return new Map(unique.map((id) => [id, stored.get(id) ?? entitlementsOf(id, 'traction', 'trial')]));
}

/** Stores `entitlements` unless a copy with the same or a higher revision is already there. */
export async function applyEntitlements(db: Executor, entitlements: Entitlements): Promise<boolean> {
  const rows = await db
    .insert(workspaceEntitlements)
    .values({ workspaceId: entitlements.workspaceId, entitlements, revision: entitlements.revision })
    .onConflictDoUpdate({
      target: workspaceEntitlements.workspaceId,
      set: { entitlements, revision: entitlements.revision, updatedAt: sql`now()` },
      setWhere: sql`${workspaceEntitlements.revision} < ${entitlements.revision}`,
    })
    .returning({ workspaceId: workspaceEntitlements.workspaceId });
  return rows.length > 0;
}
