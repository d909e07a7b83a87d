import { sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { MailRow, MailTables } from './tables';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** The NOTIFY channel that wakes a schema's mail sender. */
export function mailChannel(tables: MailTables): string {
  return `${getTableConfig(tables.mails).schema ?? 'public'}_mails`;
}

/**
 * Queues a mail inside the caller's transaction: it is sent only if that transaction commits,
 * and the sender is woken at commit (NOTIFY is transactional).
 */
export async function queueMail(tx: Executor, tables: MailTables, message: MailMessage): Promise<MailRow> {
  const [row] = await tx
    .insert(tables.mails)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, kind: message.kind })
    .returning();
  if (!row) throw new Error('queueMail: the insert returned no row');
  await tx.execute(sql`select pg_notify(${mailChannel(tables)}, '')`);
  return row;
}
