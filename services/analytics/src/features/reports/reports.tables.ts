import { boolean, customType, date, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportLanguage } from '@cadence/contracts';
import { mailTables } from '@cadence/mailer';
import { analyticsSchema } from '../../db/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Reports mailed every week or month to chosen addresses. */
export const reportSchedules = analyticsSchema.table(
  'report_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    title: text('title').notNull(),
    frequency: text('frequency', { enum: ['weekly', 'monthly'] }).notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    accountIds: jsonb('account_ids').$type<number[]>().notNull(),
    networks: jsonb('networks').$type<string[]>().notNull(),
    sections: jsonb('sections').$type<string[]>().notNull(),
    /** The language its PDF, CSV headers and mail are written in. */
    language: text('language').$type<ReportLanguage>().notNull().default('en'),
    /** The last period whose report was made and mailed (2026-W45, 2026-10). */
    lastPeriod: text('last_period'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_schedules_workspace_idx').on(t.workspaceId)],
);

/**
 * The history: each report as it was rendered (its PDF and CSV kept, so a download later shows
 * what was sent). A schedule's report of a period is unique, so a period is never sent twice.
 */
export const reports = analyticsSchema.table(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    title: text('title').notNull(),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    accountIds: jsonb('account_ids').$type<number[]>().notNull(),
    networks: jsonb('networks').$type<string[]>().notNull(),
    sections: jsonb('sections').$type<string[]>().notNull(),
    language: text('language').$type<ReportLanguage>().notNull().default('en'),
    branded: boolean('branded').notNull().default(false),
    scheduleId: integer('schedule_id').references(() => reportSchedules.id, { onDelete: 'set null' }),
    period: text('period'),
    pdf: bytea('pdf').notNull(),
    csv: text('csv').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_workspace_idx').on(t.workspaceId, t.createdAt), uniqueIndex('reports_schedule_period_idx').on(t.scheduleId, t.period)],
);

/** Download links sent by mail: only the SHA-256 of the token is kept. */
export const reportLinks = analyticsSchema.table(
  'report_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    workspaceId: integer('workspace_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('report_links_report_idx').on(t.reportId)],
);

/** The workspace's own name, colour and logo, printed on its reports while it has White Label. */
export const reportBranding = analyticsSchema.table('report_branding', {
  workspaceId: integer('workspace_id').primaryKey(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  logo: bytea('logo'),
  logoType: text('logo_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Scheduled reports' mails, queued in the transaction that keeps the report. */
export const analyticsMail = mailTables('analytics');
export const { mails } = analyticsMail;
