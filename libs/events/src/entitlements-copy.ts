import { eq, inArray, sql } from 'drizzle-orm';
import { integer, jsonb, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import { entitlementsChanged, entitlementsOf, type Entitlements } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { defineHandler } from './handler';

/**
 * A service's copy of each workspace's entitlements, kept from billing.entitlements.changed:
 * its table in the service's schema, the reads, and the handler that keeps it. Only a higher
 * revision replaces the copy, so a late or repeated event never undoes a newer one. A workspace
 * billing has said nothing about yet is on the sign-up trial, on Traction's limits.
 *
 *   export const entitlements = entitlementsCopy(postingSchema);
 *   export const workspaceEntitlements = entitlements.table; // for drizzle-kit
 */
export function entitlementsCopy(schema: PgSchema) {
  const table = schema.table('workspace_entitlements', {
    workspaceId: integer('workspace_id').primaryKey(),
    entitlements: jsonb('entitlements').$type<Entitlements>().notNull(),
    revision: integer('revision').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
  const trial = (workspaceId: number) => entitlementsOf(workspaceId, 'traction', 'trial');

  /** What a workspace may do now. */
  async function get(db: Executor, workspaceId: number): Promise<Entitlements> {
    const [row] = await db.select({ entitlements: table.entitlements }).from(table).where(eq(table.workspaceId, workspaceId));
    return row?.entitlements ?? trial(workspaceId);
  }

  /** `get` for several workspaces in one query. */
  async function getMany(db: Executor, workspaceIds: readonly number[]): Promise<Map<number, Entitlements>> {
    const unique = [...new Set(workspaceIds)];
    const rows = unique.length === 0 ? [] : await db.select().from(table).where(inArray(table.workspaceId, unique));
    const stored = new Map(rows.map((row) => [row.workspaceId, row.entitlements]));
    return new Map(unique.map((id) => [id, stored.get(id) ?? trial(id)]));
  }

  /** Stores `entitlements` unless a copy with the same or a higher revision is already there; says whether it did. */
  async function apply(db: Executor, entitlements: Entitlements): Promise<boolean> {
    const rows = await db
      .insert(table)
      .values({ workspaceId: entitlements.workspaceId, entitlements, revision: entitlements.revision })
      .onConflictDoUpdate({
        target: table.workspaceId,
        set: { entitlements, revision: entitlements.revision, updatedAt: sql`now()` },
        setWhere: sql`${table.revision} < ${entitlements.revision}`,
      })
      .returning({ workspaceId: table.workspaceId });
    return rows.length > 0;
  }

  const handler = defineHandler({
    event: entitlementsChanged,
    async handle(tx, payload) {
      await apply(tx, payload);
    },
  });

  return { table, get, getMany, apply, handler };
}
