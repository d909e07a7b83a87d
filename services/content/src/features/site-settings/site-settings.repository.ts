import { eq } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import { settingsAudit, siteSettings } from './site-settings.tables';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type AuditRow = typeof settingsAudit.$inferSelect;

export async function find(db: Executor, options: { lock?: boolean } = {}): Promise<SiteSettingsRow | undefined> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function save(db: Executor, values: Omit<typeof siteSettings.$inferInsert, 'id' | 'updatedAt'>): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } })
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
