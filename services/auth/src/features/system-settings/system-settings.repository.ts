import { eq, inArray } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { users } from '../../db/schema';
import { settingsAudit, systemSettings } from './system-settings.tables';

export type SystemSettingsRow = typeof systemSettings.$inferSelect;
export type SystemSettingsChanges = Partial<Omit<typeof systemSettings.$inferInsert, 'id' | 'updatedAt'>>;
export type AuditRow = typeof settingsAudit.$inferSelect;

export async function find(db: Executor, options: { lock?: boolean } = {}): Promise<SystemSettingsRow | undefined> {
  const query = db.select().from(systemSettings).where(eq(systemSettings.id, 1));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Writes the one row (created on the first save with the given platform name). */
export async function save(db: Executor, changes: SystemSettingsChanges & { platformName: string }): Promise<SystemSettingsRow> {
  const [row] = await db
    .insert(systemSettings)
    .values({ id: 1, ...changes })
    .onConflictDoUpdate({ target: systemSettings.id, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
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

export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
