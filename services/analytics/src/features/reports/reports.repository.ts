import { and, asc, count, desc, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor, PageResult } from '@cadence/db';
import type { ReportListQuery } from '@cadence/contracts';
import { reportBranding, reportLinks, reportSchedules, reports } from './reports.tables';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type BrandingRow = typeof reportBranding.$inferSelect;

/** A report of the history without its files. */
const summaryColumns = {
  id: reports.id,
  workspaceId: reports.workspaceId,
  title: reports.title,
  from: reports.from,
  to: reports.to,
  accountIds: reports.accountIds,
  networks: reports.networks,
  sections: reports.sections,
  language: reports.language,
  branded: reports.branded,
  scheduleId: reports.scheduleId,
  period: reports.period,
  pdfBytes: sql<number>`octet_length(${reports.pdf})::int`,
  createdBy: reports.createdBy,
  createdAt: reports.createdAt,
};
export type ReportSummary = { [K in keyof typeof summaryColumns]: K extends 'pdfBytes' ? number : (typeof reports.$inferSelect)[K & keyof typeof reports.$inferSelect] };

export type NewReport = typeof reports.$inferInsert;

/** Keeps a report; a schedule's report of a period already kept gives null. */
export async function insertReport(db: Executor, values: NewReport): Promise<ReportSummary | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing({ target: [reports.scheduleId, reports.period] }).returning(summaryColumns);
  return (row as ReportSummary | undefined) ?? null;
}

export async function listReports(db: Executor, workspaceId: number, query: ReportListQuery): Promise<PageResult<ReportSummary>> {
  const where = query.search?.trim() ? and(eq(reports.workspaceId, workspaceId), sql`${reports.title} ilike ${`%${query.search.trim().replace(/[\\%_]/g, '\\$&')}%`}`) : eq(reports.workspaceId, workspaceId);
  const direction = query.order === 'desc' ? desc : asc;
  const column = query.orderBy === 'created_at' ? reports.createdAt : reports.id;
  const [totalRow] = await db.select({ total: count() }).from(reports).where(where);
  const total = totalRow?.total ?? 0;
  const limit = query.pagination ? query.limit : Math.max(total, 1);
  const rows = await db
    .select(summaryColumns)
    .from(reports)
    .where(where)
    .orderBy(direction(column), direction(reports.id))
    .limit(query.pagination ? query.limit : 1000)
    .offset(query.pagination ? query.page * query.limit : 0);
  return { rows: rows as ReportSummary[], total, page: query.pagination ? query.page : 0, pages: Math.ceil(total / limit), limit };
}

export async function findReport(db: Executor, workspaceId: number, id: number): Promise<ReportSummary | null> {
  const [row] = await db.select(summaryColumns).from(reports).where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id)));
  return (row as ReportSummary | undefined) ?? null;
}

export async function reportFile(db: Executor, workspaceId: number, id: number): Promise<{ title: string; from: string; to: string; pdf: Buffer; csv: string } | null> {
  const [row] = await db
    .select({ title: reports.title, from: reports.from, to: reports.to, pdf: reports.pdf, csv: reports.csv })
    .from(reports)
    .where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id)));
  return row ?? null;
}

export async function deleteReport(db: Executor, workspaceId: number, id: number): Promise<ReportSummary | null> {
  const [row] = await db.delete(reports).where(and(eq(reports.workspaceId, workspaceId), eq(reports.id, id))).returning(summaryColumns);
  return (row as ReportSummary | undefined) ?? null;
}

export async function insertLink(db: Executor, values: typeof reportLinks.$inferInsert): Promise<void> {
  await db.insert(reportLinks).values(values);
}

/** The report a mailed link opens, while the link has not expired. */
export async function reportOfLink(db: Executor, tokenHash: string, now: Date): Promise<{ title: string; from: string; to: string; pdf: Buffer } | null> {
  const [row] = await db
    .select({ title: reports.title, from: reports.from, to: reports.to, pdf: reports.pdf })
    .from(reportLinks)
    .innerJoin(reports, and(eq(reports.id, reportLinks.reportId), eq(reports.workspaceId, reportLinks.workspaceId)))
    .where(and(eq(reportLinks.tokenHash, tokenHash), gt(reportLinks.expiresAt, now)));
  return row ?? null;
}

export async function insertSchedule(db: Executor, values: typeof reportSchedules.$inferInsert): Promise<ScheduleRow> {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listSchedules(db: Executor, workspaceId: number): Promise<ScheduleRow[]> {
  return db.select().from(reportSchedules).where(eq(reportSchedules.workspaceId, workspaceId)).orderBy(asc(reportSchedules.id));
}

export async function deleteSchedule(db: Executor, workspaceId: number, id: number): Promise<ScheduleRow | null> {
  const [row] = await db.delete(reportSchedules).where(and(eq(reportSchedules.workspaceId, workspaceId), eq(reportSchedules.id, id))).returning();
  return row ?? null;
}

/**
 * Locks one schedule of `frequency` whose period `period` is not sent yet; another process
 * running at once skips it (SKIP LOCKED), so a period is made once.
 */
export async function claimDueSchedule(tx: Executor, frequency: ScheduleRow['frequency'], period: string, skip: readonly number[] = []): Promise<ScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.frequency, frequency),
        or(isNull(reportSchedules.lastPeriod), lt(reportSchedules.lastPeriod, period)),
        skip.length > 0 ? notInArray(reportSchedules.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(reportSchedules.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markSent(tx: Executor, id: number, period: string): Promise<void> {
  await tx.update(reportSchedules).set({ lastPeriod: period }).where(eq(reportSchedules.id, id));
}

export async function getBranding(db: Executor, workspaceId: number): Promise<BrandingRow | null> {
  const [row] = await db.select().from(reportBranding).where(eq(reportBranding.workspaceId, workspaceId));
  return row ?? null;
}

export async function saveBranding(db: Executor, values: { workspaceId: number; name: string; colour: string; logo?: Buffer | null; logoType?: string | null }): Promise<BrandingRow> {
  const logo = values.logo === undefined ? {} : { logo: values.logo, logoType: values.logoType ?? null };
  const [row] = await db
    .insert(reportBranding)
    .values({ workspaceId: values.workspaceId, name: values.name, colour: values.colour, ...logo })
    .onConflictDoUpdate({ target: reportBranding.workspaceId, set: { name: values.name, colour: values.colour, ...logo, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
