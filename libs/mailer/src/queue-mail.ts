import { sql } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { MailRow, MailTables } from './tables';

/**
 * Encryption of a kept mail's bodies (links with one-time tokens, codes): sealed when queued,
 * opened only to send it or to show it to staff.
 */
export interface MailSeal {
  seal(text: string): string;
  open(stored: string): string;
}

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
export async function queueMail(tx: Executor, tables: MailTables, message: MailMessage, seal?: MailSeal): Promise<MailRow> {
  const kept = (text: string) => (seal ? seal.seal(text) : text);
  const [row] = await tx
    .insert(tables.mails)
    .values({ to: message.to, subject: message.subject, text: kept(message.text), html: message.html === undefined ? null : kept(message.html), kind: message.kind })
    .returning();
  if (!row) throw new Error('queueMail: the insert returned no row');
  await tx.execute(sql`select pg_notify(${mailChannel(tables)}, '')`);
  return row;
}
