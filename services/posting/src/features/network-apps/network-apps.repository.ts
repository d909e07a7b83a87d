import { eq, inArray } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { postingUsers } from '../posts/authors.tables';
import { networkApps, settingsAudit } from './network-apps.tables';

export type NetworkAppRow = typeof networkApps.$inferSelect;
export type AuditRow = typeof settingsAudit.$inferSelect;

export function findAll(db: Executor): Promise<NetworkAppRow[]> {
  return db.select().from(networkApps);
}

export async function findOne(db: Executor, app: string): Promise<NetworkAppRow | undefined> {
  const [row] = await db.select().from(networkApps).where(eq(networkApps.app, app)).for('update');
  return row;
}

export async function upsert(db: Executor, values: Omit<typeof networkApps.$inferInsert, 'updatedAt'>): Promise<NetworkAppRow> {
  const { app: _key, ...changes } = values;
  const [row] = await db
    .insert(networkApps)
    .values(values)
    .onConflictDoUpdate({ target: networkApps.app, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function remove(db: Executor, app: string): Promise<boolean> {
  const rows = await db.delete(networkApps).where(eq(networkApps.app, app)).returning({ app: networkApps.app });
  return rows.length > 0;
}

export async function audit(db: Executor, entry: { area: string; key: string; action: 'saved' | 'removed'; fields: string[]; actorId: number }): Promise<void> {
  await db.insert(settingsAudit).values(entry);
}

export function listAudit(db: Executor, area: string, query: ListQueryValues): Promise<PageResult<AuditRow>> {
  return paginate(db, query, {
    table: settingsAudit,
    where: eq(settingsAudit.area, area),
    orderColumns: { id: settingsAudit.id },
    searchColumns: [settingsAudit.key],
  });
}

/** Names of the given users from posting's copy of them. */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: postingUsers.id, name: postingUsers.name }).from(postingUsers).where(inArray(postingUsers.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
