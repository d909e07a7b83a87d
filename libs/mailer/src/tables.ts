import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail table a service that sends e-mail holds in its own PostgreSQL schema. A mail is
 * written in the transaction that caused it (so a rolled-back change sends nothing) and the
 * sender delivers it after commit. The service spreads it into its drizzle schema file so
 * drizzle-kit writes the migration:
 *
 *   export const authMail = mailTables('auth');
 */
export function mailTables(schemaName: string) {
  const schema = pgSchema(schemaName);
  const mails = schema.table(
    'mails',
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      to: text('to').notNull(),
      subject: text('subject').notNull(),
      text: text('text').notNull(),
      html: text('html'),
      /** What the mail is for (password-reset, invitation, ...), for operators and tests. */
      kind: text('kind').notNull(),
      status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      error: text('error'),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    },
    (t) => [index('mails_pending_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`)],
  );
  return { mails };
}

export type MailTables = ReturnType<typeof mailTables>;
export type MailRow = MailTables['mails']['$inferSelect'];
