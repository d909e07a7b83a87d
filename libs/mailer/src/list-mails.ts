import { and, eq } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { ListQueryValues } from '@cadence/contracts';
import type { MailRow, MailStatus, MailTables } from './tables';

/** The mail log of one schema for operators: kept mails (no SMTP configured) and what was sent or failed. */
export function listMails(db: Executor, tables: MailTables, query: ListQueryValues & { status?: MailStatus | undefined; kind?: string | undefined }): Promise<PageResult<MailRow>> {
  const { mails } = tables;
  return paginate(db, query, {
    table: mails,
    where: and(query.status ? eq(mails.status, query.status) : undefined, query.kind ? eq(mails.kind, query.kind) : undefined),
    orderColumns: { id: mails.id, createdAt: mails.createdAt },
    searchColumns: [mails.to, mails.subject],
  });
}
