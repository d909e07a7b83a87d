import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@cadence/db';
import { endpointSettings } from '../../db/schema';

export type EndpointRow = typeof endpointSettings.$inferSelect;
export type EndpointWrite = Omit<typeof endpointSettings.$inferInsert, 'id' | 'updatedAt'>;

/** The rows for the given scopes (0 is the platform's). */
export function findScopes(db: Database, workspaceIds: number[]): Promise<EndpointRow[]> {
  return db.select().from(endpointSettings).where(inArray(endpointSettings.workspaceId, workspaceIds));
}

export async function findScope(db: Database, workspaceId: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(endpointSettings).where(eq(endpointSettings.workspaceId, workspaceId));
  return row;
}

export async function upsert(db: Database, values: EndpointWrite): Promise<EndpointRow> {
  const { workspaceId: _scope, ...changes } = values;
  const [row] = await db
    .insert(endpointSettings)
    .values(values)
    .onConflictDoUpdate({ target: endpointSettings.workspaceId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}
